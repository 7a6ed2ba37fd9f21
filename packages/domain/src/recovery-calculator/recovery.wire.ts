import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import {
  recoveryProductsRequestSchema,
  recoveryProjectsRequestSchema,
  reversalsRequestSchema,
} from './recovery.schemas.ts';
import type {
  RecoveryProduct,
  RecoveryProject,
  RecoveryVerification,
  Reversal,
  ReversalsAnswer,
} from './recovery.types.ts';

/*
 * The recovery calculator's wire (spec §3, §7; docs/decisions/0009, 0020): spec §7's exact names (docId
 * included), amounts as decimal strings; inside, English names, documentNumber and cents.
 */

export const reversalsRequest = reversalsRequestSchema.transform((body) => ({ documentNumber: body.docId }));

export const recoveryProjectsRequest = recoveryProjectsRequestSchema.transform((body) => ({
  companyId: body.idEmpresa,
  reversalId: body.idVentaRevertida,
}));

export const recoveryProductsRequest = recoveryProductsRequestSchema.transform((body) => ({
  companyId: body.idEmpresa,
  reversalId: body.idVentaRevertida,
  projectId: body.idProyecto,
}));

/** Inside: whether the caller may use the calculator, and the most it recognises. */
export interface RecoveryAccess {
  verified: boolean;
  maxRecognisedPercent: number;
}

/** Inside: a reversed sale and the most it is worth on a new product. */
export interface ReversedSale {
  id: number;
  companyId: number;
  companyName: string;
  description: string;
  contractNumber: string;
  /** YYYY-MM-DD */
  soldOn: string;
  revertedOn: string;
  currency: string;
  paidCapitalCents: bigint;
  maxRecognisedCents: bigint;
}

export interface CustomerReversals {
  customer: { fullName: string; documentNumber: string };
  maxRecognisedPercent: number;
  reversals: ReversedSale[];
}

export interface ProjectWithFreeLots {
  id: number;
  name: string;
  city: string;
  freeLots: number;
}

/** Inside: a free lot with what the reversal is worth on it and what is left to pay. */
export interface LotRecovery {
  lotId: number;
  description: string;
  areaM2: string;
  currency: string;
  priceCents: bigint;
  recognisedCents: bigint;
  balanceCents: bigint;
}

export const recoveryVerificationAnswer = z.object({
  verificado: z.boolean(),
  porcentajeMaximoMontoReconocido: z.number(),
}) satisfies z.ZodType<RecoveryVerification>;

export const recoveryVerificationWire = (access: RecoveryAccess): RecoveryVerification => ({
  verificado: access.verified,
  porcentajeMaximoMontoReconocido: access.maxRecognisedPercent,
});

const reversalAnswer = z.object({
  idVentaRevertida: z.number().int(),
  idEmpresa: z.number().int(),
  empresa: z.string(),
  descripcion: z.string(),
  nroContrato: z.string(),
  fechaVenta: z.string(),
  fechaReversion: z.string(),
  moneda: z.string(),
  capitalPagado: z.string(),
  montoMaximoReconocido: z.string(),
}) satisfies z.ZodType<Reversal>;

export const reversalsAnswer = z.object({
  datosCliente: z.object({ nombre: z.string(), documento: z.string() }),
  porcentajeMaximoMontoReconocido: z.number(),
  reversiones: z.array(reversalAnswer),
}) satisfies z.ZodType<ReversalsAnswer>;

export const reversalsWire = (found: CustomerReversals): ReversalsAnswer => ({
  datosCliente: { nombre: found.customer.fullName, documento: found.customer.documentNumber },
  porcentajeMaximoMontoReconocido: found.maxRecognisedPercent,
  reversiones: found.reversals.map((r) => ({
    idVentaRevertida: r.id,
    idEmpresa: r.companyId,
    empresa: r.companyName,
    descripcion: r.description,
    nroContrato: r.contractNumber,
    fechaVenta: r.soldOn,
    fechaReversion: r.revertedOn,
    moneda: r.currency,
    capitalPagado: dec(r.paidCapitalCents),
    montoMaximoReconocido: dec(r.maxRecognisedCents),
  })),
});

export const recoveryProjectsAnswer = z.array(
  z.object({ idProyecto: z.number().int(), nombre: z.string(), ciudad: z.string(), lotesLibres: z.number().int() }),
) satisfies z.ZodType<RecoveryProject[]>;

export const recoveryProjectsWire = (projects: ProjectWithFreeLots[]): RecoveryProject[] =>
  projects.map((p) => ({ idProyecto: p.id, nombre: p.name, ciudad: p.city, lotesLibres: p.freeLots }));

export const recoveryProductsAnswer = z.array(
  z.object({
    idLote: z.number().int(),
    descripcion: z.string(),
    superficie: z.string(),
    moneda: z.string(),
    precio: z.string(),
    montoReconocido: z.string(),
    saldo: z.string(),
  }),
) satisfies z.ZodType<RecoveryProduct[]>;

export const recoveryProductsWire = (lots: LotRecovery[]): RecoveryProduct[] =>
  lots.map((lot) => ({
    idLote: lot.lotId,
    descripcion: lot.description,
    superficie: lot.areaM2,
    moneda: lot.currency,
    precio: dec(lot.priceCents),
    montoReconocido: dec(lot.recognisedCents),
    saldo: dec(lot.balanceCents),
  }));
