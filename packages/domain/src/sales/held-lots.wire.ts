import { z } from 'zod';

/** GET admin/ventas/retenciones: who holds which lot of which project until when (docs/decisions/0064). */
export const heldLotsAnswer = z.object({
  retenciones: z.array(
    z.object({
      idLote: z.number().int(),
      proyecto: z.string(),
      /** block-number, "B-12" */
      lote: z.string(),
      asesor: z.string(),
      /** the adviser's document number, the code staff look her up by */
      codigo: z.string(),
      /** ISO instants */
      desde: z.string(),
      hasta: z.string(),
    }),
  ),
});

export interface HeldLotRow {
  lotId: number;
  project: string;
  block: string;
  number: string;
  adviser: string;
  adviserDocument: string;
  heldAt: Date;
  until: Date;
}

export const heldLotsWire = (rows: readonly HeldLotRow[]): z.output<typeof heldLotsAnswer> => ({
  retenciones: rows.map((row) => ({
    idLote: row.lotId,
    proyecto: row.project,
    lote: `${row.block}-${row.number}`,
    asesor: row.adviser,
    codigo: row.adviserDocument,
    desde: row.heldAt.toISOString(),
    hasta: row.until.toISOString(),
  })),
});
