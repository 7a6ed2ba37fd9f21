import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import type { LotState } from './catalogue.rules.ts';
import { lotQuerySchema } from './catalogue.schemas.ts';
import type { LotDetail, LotSummary } from './catalogue.types.ts';
import { SALE_TERMS_WIRE, type SaleTerms } from './sale-terms.rules.ts';

/* A lot's wire (spec §2 /forma-pago/lote; docs/decisions/0012, 0020): as a project lists it, and on its own. */

export const lotRequest = lotQuerySchema.transform((query) => ({ lotId: query.idLote }));

export interface LotFacts {
  id: number;
  block: string;
  number: string;
  areaM2: string;
  priceCents: bigint;
  corner: boolean;
  facesAvenue: boolean;
  state: LotState;
}

/** Inside: a lot, its project, and the plan a simulation starts from. */
export interface LotOffer extends LotFacts {
  projectId: number;
  projectName: string;
  companyId: number;
  currency: string;
  suggestedInitialCents: bigint;
  suggestedTermMonths: number;
  termsMonths: readonly number[];
  /** a house is paid on its own terms (spec §9): the simulation and the page follow them */
  isHouse: boolean;
  /** how its project is configured to be sold (docs/decisions/0028) */
  saleTerms: SaleTerms;
  /** the caller may press the land button (pre-reserve or buy): not on the restricted-users list */
  landButtonAllowed: boolean;
}

const int = z.number().int();

export const lotSummaryFields = {
  idLote: int,
  manzano: z.string(),
  numero: z.string(),
  superficie: z.string(),
  precio: z.string(),
  esquina: z.boolean(),
  avenida: z.boolean(),
  estado: z.enum(['libre', 'reservado', 'vendido']),
};

export const lotDetailAnswer = z.object({
  ...lotSummaryFields,
  idProyecto: int,
  proyecto: z.string(),
  idEmpresa: int,
  moneda: z.string(),
  cuotaInicialSugerida: z.string(),
  plazoSugerido: int,
  plazos: z.array(int),
  esVivienda: z.boolean(),
  configuracionVenta: z.enum(['completa', 'contado', 'sin_configuracion']),
  botonTerreno: z.boolean(),
}) satisfies z.ZodType<LotDetail>;

const LOT_STATE_WIRE: Record<LotState, LotSummary['estado']> = { free: 'libre', held: 'reservado', sold: 'vendido' };

export const lotSummaryWire = (lot: LotFacts): LotSummary => ({
  idLote: lot.id,
  manzano: lot.block,
  numero: lot.number,
  superficie: lot.areaM2,
  precio: dec(lot.priceCents),
  esquina: lot.corner,
  avenida: lot.facesAvenue,
  estado: LOT_STATE_WIRE[lot.state],
});

export const lotDetailWire = (lot: LotOffer): LotDetail => ({
  ...lotSummaryWire(lot),
  idProyecto: lot.projectId,
  proyecto: lot.projectName,
  idEmpresa: lot.companyId,
  moneda: lot.currency,
  cuotaInicialSugerida: dec(lot.suggestedInitialCents),
  plazoSugerido: lot.suggestedTermMonths,
  plazos: [...lot.termsMonths],
  esVivienda: lot.isHouse,
  configuracionVenta: SALE_TERMS_WIRE[lot.saleTerms],
  botonTerreno: lot.landButtonAllowed,
});
