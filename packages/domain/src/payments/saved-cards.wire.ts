import { z } from 'zod';

/*
 * The cards a customer keeps (spec §6 and §9: a limit of cards per client; calls ours, docs/decisions/0022):
 * the list shows what the customer may know of each (brand, last four, expiry), never the acquirer's token.
 */

/** POST /tarjetas/guardadas/eliminar */
export const savedCardRequestSchema = z.object({
  idTarjeta: z
    .number({ error: 'savedCards.notFound' })
    .int({ error: 'savedCards.notFound' })
    .positive({ error: 'savedCards.notFound' })
    .max(Number.MAX_SAFE_INTEGER, { error: 'savedCards.notFound' }),
});
export const savedCardRequest = savedCardRequestSchema.transform((body) => ({ cardId: body.idTarjeta }));

/** Inside: one kept card, judged by the service (expired against today). */
export interface SavedCard {
  id: number;
  brand: string;
  last4: string;
  /** null for a card kept before expiries were recorded */
  expiryMonth: number | null;
  expiryYear: number | null;
  expired: boolean;
  firstUsedAt: Date;
}

/** Inside: the kept cards and how many a customer may keep. */
export interface SavedCards {
  cards: SavedCard[];
  max: number;
}

const savedCardAnswer = z.object({
  idTarjeta: z.number().int(),
  marca: z.string(),
  ultimos4: z.string(),
  mesExpiracion: z.number().int().nullable(),
  anioExpiracion: z.number().int().nullable(),
  vencida: z.boolean(),
  primerUso: z.string(),
});
export type SavedCardWire = z.output<typeof savedCardAnswer>;

/** GET /tarjetas/guardadas */
export const savedCardsAnswer = z.object({ tarjetas: z.array(savedCardAnswer), maximo: z.number().int() });
export type SavedCardsWire = z.output<typeof savedCardsAnswer>;

export const savedCardsWire = (saved: SavedCards): SavedCardsWire => ({
  tarjetas: saved.cards.map((card) => ({
    idTarjeta: card.id,
    marca: card.brand,
    ultimos4: card.last4,
    mesExpiracion: card.expiryMonth,
    anioExpiracion: card.expiryYear,
    vencida: card.expired,
    primerUso: card.firstUsedAt.toISOString(),
  })),
  maximo: saved.max,
});

/** POST /tarjetas/guardadas/eliminar: the card removed and how many are still kept. */
export const removedCardAnswer = z.object({ idTarjeta: z.number().int(), quedan: z.number().int() });
export const removedCardWire = (removed: { cardId: number; keptCount: number }) => ({
  idTarjeta: removed.cardId,
  quedan: removed.keptCount,
});
