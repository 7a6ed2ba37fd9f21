import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import type { CardState } from './benefit.rules.ts';
import {
  type AccreditationCardWire,
  type CardCheckWire,
  type CardStateWire,
  cardCheckSchema,
  cardsQuerySchema,
} from './benefit.schemas.ts';

/*
 * The accreditation card's wire (spec §2 /carnet-{brand}; docs/decisions/0015, 0020): the holder's cards
 * and what the park gate learns from a scan.
 */

/** GET /carnets?marca: of one brand when asked. */
export const cardsRequest = cardsQuerySchema.transform((query) => ({ brand: query.marca }));

/** POST /carnet/verificar: what the gate read from the QR. */
export const cardCheckRequest = cardCheckSchema.transform((body) => ({ code: body.codigo }));

export const CARD_STATE_WIRE = {
  enabled: 'habilitado',
  not_enabled: 'no_habilitado',
  expired: 'vencido',
} as const satisfies Record<CardState, CardStateWire>;

/** Inside: one of the holder's cards, its state and the reason (in their language) decided by the service. */
export interface AccreditationCard {
  productId: number;
  number: string;
  brand: string;
  company: string;
  membership: string;
  isMembership: boolean;
  holder: { name: string; documentNumber: string };
  validUntil: string | null;
  state: CardState;
  reason: string | null;
  /** a freshly signed QR, only while enabled */
  qr: { svg: string; token: string; expiresAt: Date } | null;
  feeCents: bigint;
}

/** Inside: a scan at the gate; `admit` is whether the gate opens. */
export interface CardCheck {
  admit: boolean;
  state: CardState;
  holder: string;
  membership: string;
  validUntil: string | null;
}

const cardStateAnswer = z.enum(['habilitado', 'no_habilitado', 'vencido']);

export const accreditationCardsAnswer = z.array(
  z.object({
    idProducto: z.number().int(),
    numero: z.string(),
    marca: z.string(),
    empresa: z.string(),
    membresia: z.string(),
    esMembresia: z.boolean(),
    titular: z.string(),
    documento: z.string(),
    vence: z.string().nullable(),
    estado: cardStateAnswer,
    motivo: z.string().nullable(),
    qr: z.string().nullable(),
    qrCodigo: z.string().nullable(),
    qrVence: z.string().nullable(),
    cuota: z.string(),
  }) satisfies z.ZodType<AccreditationCardWire>,
);

export const accreditationCardWire = (card: AccreditationCard): AccreditationCardWire => ({
  idProducto: card.productId,
  numero: card.number,
  marca: card.brand,
  empresa: card.company,
  membresia: card.membership,
  esMembresia: card.isMembership,
  titular: card.holder.name,
  documento: card.holder.documentNumber,
  vence: card.validUntil,
  estado: CARD_STATE_WIRE[card.state],
  motivo: card.reason,
  qr: card.qr?.svg ?? null,
  qrCodigo: card.qr?.token ?? null,
  qrVence: card.qr?.expiresAt.toISOString() ?? null,
  cuota: dec(card.feeCents),
});

export const cardCheckAnswer = z.object({
  valido: z.boolean(),
  estado: cardStateAnswer,
  titular: z.string(),
  membresia: z.string(),
  vence: z.string().nullable(),
}) satisfies z.ZodType<CardCheckWire>;

export const cardCheckWire = (check: CardCheck): CardCheckWire => ({
  valido: check.admit,
  estado: CARD_STATE_WIRE[check.state],
  titular: check.holder,
  membresia: check.membership,
  vence: check.validUntil,
});
