import { z } from 'zod';
import type { Language } from '../config.ts';
import { type MessageParams, translate } from '../i18n/catalogue.ts';
import type { MessageKey } from '../i18n/en.ts';
import { centsToDecimalString as dec } from '../money.ts';
import { type CheckedPlan, planSimulationAnswer, planSimulationWire } from '../plans/plans.wire.ts';
import { buyerFromWire } from '../prereservations/buyer.wire.ts';
import {
  type PaymentKind,
  type PlanChoice,
  paymentKindWire,
  planChoiceOf,
} from '../prereservations/plan-choice.wire.ts';
import { type AppliedDiscount, discountAnswer, discountWire } from '../prereservations/price-terms.wire.ts';
import {
  type MembershipBatchLine,
  type MembershipChoice,
  type MembershipOfferWire,
  type MembershipSimulation,
  membershipBatchSchema,
  membershipPageQuerySchema,
  membershipSimulationSchema,
} from './membership.schemas.ts';

/*
 * The memberships' wire (spec §2 /membresias, /travel-bolivia, /membresia-internacional, /prereserva-membresia;
 * docs/decisions/0012, 0020): prices as decimal strings, refusals of a batch's lines in the caller's words;
 * inside, cents, English names and catalogue keys.
 */

/** A beneficiary of a corporate membership. */
export interface Beneficiary {
  name: string;
  documentNumber: string;
}

/** The beneficiaries as a pre-reservation's row keeps them: as given on the wire. */
export const beneficiaryRecords = (beneficiaries: Beneficiary[]) =>
  beneficiaries.map((b) => ({ nombre: b.name, documento: b.documentNumber }));

/** Inside: one membership as chosen, how it is paid, and its beneficiaries when corporate. */
export interface ChosenMembership {
  code: string;
  plan: PlanChoice;
  beneficiaries: Beneficiary[];
}

const chosenMembershipOf = (choice: MembershipChoice): ChosenMembership => ({
  code: choice.codigo,
  plan: planChoiceOf(choice),
  beneficiaries: choice.beneficiarios.map((b) => ({ name: b.nombre, documentNumber: b.documento })),
});

export const membershipOffersRequest = membershipPageQuerySchema.transform((query) => ({ page: query.pagina }));
export const membershipSimulationRequest = membershipSimulationSchema.transform(chosenMembershipOf);
export const membershipBatchRequest = membershipBatchSchema.transform((body) => ({
  buyer: buyerFromWire(body.cliente),
  memberships: body.membresias.map(chosenMembershipOf),
}));

/** Inside: an offer of a page, and whether the two-for-one promotion applies to it today. */
export interface MembershipOfferView {
  code: string;
  name: string;
  priceCents: bigint;
  /** priced per beneficiary: a corporate membership, within its range */
  perBeneficiary: boolean;
  beneficiaries: { min: number; max: number } | null;
  twoForOne: boolean;
}

/** Inside: the contract (cash) or the payment plan (credit) of a membership. */
export interface MembershipQuote {
  code: string;
  name: string;
  paymentKind: PaymentKind;
  /** after the discount; the list value and the discount are their own lines (docs/decisions/0024) */
  valueCents: bigint;
  credit: CheckedPlan | null;
  twoForOne: boolean;
  listValueCents: bigint;
  discount: AppliedDiscount | null;
}

/** Inside: one line of a batch, pre-reserved or refused with its catalogue key (spec §8 names which). */
export type MembershipLineOutcome =
  | { line: number; code: string; prereservationId: number }
  | { line: number; code: string; refusal: { key: MessageKey; params: MessageParams; field: string | null } };

const int = z.number().int();

export const membershipOffersAnswer = z.array(
  z.object({
    codigo: z.string(),
    nombre: z.string(),
    precio: z.string(),
    moneda: z.literal('USD'),
    porBeneficiario: z.boolean(),
    beneficiarios: z.object({ min: int, max: int }).nullable(),
    dosPorUno: z.boolean(),
  }),
) satisfies z.ZodType<MembershipOfferWire[]>;

export const membershipOffersWire = (offers: MembershipOfferView[]): MembershipOfferWire[] =>
  offers.map((offer) => ({
    codigo: offer.code,
    nombre: offer.name,
    precio: dec(offer.priceCents),
    moneda: 'USD',
    porBeneficiario: offer.perBeneficiary,
    beneficiarios: offer.beneficiaries,
    dosPorUno: offer.twoForOne,
  }));

export const membershipSimulationAnswer = z.object({
  codigo: z.string(),
  nombre: z.string(),
  formaPago: z.enum(['contado', 'credito']),
  valor: z.string(),
  credito: planSimulationAnswer.nullable(),
  dosPorUno: z.boolean(),
  valorLista: z.string(),
  descuento: discountAnswer.nullable(),
}) satisfies z.ZodType<MembershipSimulation>;

export const membershipSimulationWire = (quote: MembershipQuote): MembershipSimulation => ({
  codigo: quote.code,
  nombre: quote.name,
  formaPago: paymentKindWire(quote.paymentKind),
  valor: dec(quote.valueCents),
  credito: quote.credit ? planSimulationWire(quote.credit) : null,
  dosPorUno: quote.twoForOne,
  valorLista: dec(quote.listValueCents),
  descuento: quote.discount ? discountWire(quote.discount) : null,
});

// A refused line names its field only when the refusal is about one: optional, and last, so its place never moves.
const batchLineAnswer = z.union([
  z.object({ linea: int, codigo: z.string(), estado: z.literal('prerreservada'), idPrereserva: int }),
  z.object({
    linea: int,
    codigo: z.string(),
    estado: z.literal('fallida'),
    mensaje: z.string(),
    campo: z.string().optional(),
  }),
]) satisfies z.ZodType<MembershipBatchLine>;

export const membershipBatchAnswer = z.object({ lineas: z.array(batchLineAnswer) });

/** Each line's outcome; a refusal in the caller's language. */
export const membershipBatchWire = (
  outcomes: MembershipLineOutcome[],
  language: Language,
): z.output<typeof membershipBatchAnswer> => ({
  lineas: outcomes.map(
    (o): MembershipBatchLine =>
      'prereservationId' in o
        ? { linea: o.line, codigo: o.code, estado: 'prerreservada', idPrereserva: o.prereservationId }
        : {
            linea: o.line,
            codigo: o.code,
            estado: 'fallida',
            mensaje: translate(language, o.refusal.key, o.refusal.params),
            ...(o.refusal.field ? { campo: o.refusal.field } : {}),
          },
  ),
});
