import { z } from 'zod';
import { DOCUMENT_NUMBER_MAX_LENGTH } from '../config.ts';
import type { PlanSimulationWire } from '../plans/plan.rules.ts';
import { initialAmountSchema, termSchema } from '../plans/plan.rules.ts';
import { customerDataSchema } from '../prereservations/customer-data.schemas.ts';
import type { DiscountWire } from '../prereservations/price-terms.wire.ts';
import {
  BENEFICIARY_NAME_MAX_LENGTH,
  MAX_MEMBERSHIP_BATCH,
  MEMBERSHIP_BENEFICIARIES_MAX,
} from './membership-config.ts';

const LETTERS = /^[\p{L}\p{M}' .-]+$/u;

/** A beneficiary of a corporate membership: a name and a document, each once per membership. */
export const beneficiarySchema = z.object({
  nombre: z
    .string({ error: 'memberships.beneficiaryNameInvalid' })
    .trim()
    .min(3, { error: 'memberships.beneficiaryNameInvalid' })
    .max(BENEFICIARY_NAME_MAX_LENGTH, { error: 'memberships.beneficiaryNameInvalid' })
    .regex(LETTERS, { error: 'memberships.beneficiaryNameInvalid' }),
  documento: z
    .string({ error: 'memberships.beneficiaryDocumentInvalid' })
    .trim()
    .regex(new RegExp(`^[0-9A-Za-z-]{5,${DOCUMENT_NUMBER_MAX_LENGTH}}$`), {
      error: 'memberships.beneficiaryDocumentInvalid',
    }),
});

/** One membership as chosen on /membresias: which, how it is paid, and its beneficiaries when corporate. */
export const membershipChoiceSchema = z
  .object({
    codigo: z.string({ error: 'memberships.unknownCode' }).trim().min(1, { error: 'memberships.unknownCode' }).max(20),
    formaPago: z.enum(['contado', 'credito'], { error: 'catalogue.paymentKindInvalid' }),
    cuotaInicial: initialAmountSchema.optional(),
    plazo: termSchema.optional(),
    // The offer's own range is the service's (it knows which membership); here only what none takes.
    beneficiarios: z
      .array(beneficiarySchema, { error: 'memberships.beneficiariesNotList' })
      .max(MEMBERSHIP_BENEFICIARIES_MAX, { error: 'memberships.tooManyBeneficiaries' })
      .default([]),
  })
  .superRefine((value, ctx) => {
    if (value.formaPago === 'credito' && value.cuotaInicial === undefined)
      ctx.addIssue({ code: 'custom', path: ['cuotaInicial'], message: 'plan.initialInvalid' });
    if (value.formaPago === 'credito' && value.plazo === undefined)
      ctx.addIssue({ code: 'custom', path: ['plazo'], message: 'plan.termInvalid' });
    const documents = value.beneficiarios.map((b) => b.documento.toUpperCase());
    const repeated = documents.findIndex((d, i) => documents.indexOf(d) !== i);
    if (repeated >= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['beneficiarios', repeated, 'documento'],
        message: 'memberships.beneficiaryRepeated',
      });
  });
export type MembershipChoice = z.output<typeof membershipChoiceSchema>;

/** POST /membresias/simular */
export const membershipSimulationSchema = membershipChoiceSchema;

/** POST /prereservas/membresias: one buyer, several memberships (spec §5 "in batch"). */
export const membershipBatchSchema = z.object({
  cliente: customerDataSchema,
  membresias: z
    .array(membershipChoiceSchema)
    .min(1, { error: 'memberships.batchEmpty' })
    .max(MAX_MEMBERSHIP_BATCH, { error: 'memberships.batchTooLarge' }),
});
export type MembershipBatch = z.output<typeof membershipBatchSchema>;

export const membershipPageQuerySchema = z.object({
  pagina: z.enum(['membresias', 'travel', 'internacional'], { error: 'memberships.pageNotFound' }),
});

/** GET /membresias/ofertas */
export interface MembershipOfferWire {
  codigo: string;
  nombre: string;
  precio: string;
  moneda: 'USD';
  /** per beneficiary, for a corporate membership */
  porBeneficiario: boolean;
  beneficiarios: { min: number; max: number } | null;
  dosPorUno: boolean;
}

/** POST /membresias/simular: the contract (cash) or the payment plan (credit). */
export interface MembershipSimulation {
  codigo: string;
  nombre: string;
  formaPago: 'contado' | 'credito';
  valor: string;
  credito: PlanSimulationWire | null;
  dosPorUno: boolean;
  /** a travel membership's list value and the season pass's discount off it (docs/decisions/0024) */
  valorLista: string;
  descuento: DiscountWire | null;
}

/** One line's outcome in a batch: spec §8 "one or more membership pre-reservations failed" names which. */
export type MembershipBatchLine =
  | { linea: number; codigo: string; estado: 'prerreservada'; idPrereserva: number }
  | { linea: number; codigo: string; estado: 'fallida'; mensaje: string; campo?: string };
