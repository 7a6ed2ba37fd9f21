import { z } from 'zod';
import {
  BACK_OFFICE_MAX_PAGE,
  BACK_OFFICE_PAGE_SIZE,
  STAFF_REASON_MAX_LENGTH,
  STAFF_REASON_MIN_LENGTH,
  STAFF_SEARCH_MAX_LENGTH,
} from './back-office-config.ts';

/* What every section of the back office shares on the wire (docs/decisions/0038, 0040): reasons, pages and searches. */

/** Why a staff member acts on a person or on money: kept in the audit trail beside their name. */
export const staffReasonSchema = z
  .string({ error: 'staff.reasonLength' })
  .trim()
  .min(STAFF_REASON_MIN_LENGTH, { error: 'staff.reasonLength' })
  .max(STAFF_REASON_MAX_LENGTH, { error: 'staff.reasonLength' });

/**
 * `pagina` of a list, from 1 to the last page the count reaches (BACK_OFFICE_MAX_PAGE); a page past the end of a
 * shorter list answers an empty list. Past the cap the rows are reached by narrowing the list, since an offset
 * of millions of rows costs what the whole table costs (docs/decisions/0040).
 */
export const pageNumberSchema = z
  .string({ error: 'staff.pageInvalid' })
  .regex(/^\d{1,6}$/, { error: 'staff.pageInvalid' })
  .transform(Number)
  .refine((page) => page >= 1, { error: 'staff.pageInvalid' })
  .refine((page) => page <= BACK_OFFICE_MAX_PAGE, { error: 'staff.pageBeyond' })
  .optional()
  .transform((page) => page ?? 1);

/** `buscar`: free text, matched on the server. */
export const searchTextSchema = z
  .string({ error: 'staff.searchTooLong' })
  .trim()
  .max(STAFF_SEARCH_MAX_LENGTH, { error: 'staff.searchTooLong' })
  .optional()
  .transform((text) => text ?? '');

/** A La Paz calendar day, YYYY-MM-DD. */
export const dayQuerySchema = z
  .string({ error: 'staff.dateInvalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'staff.dateInvalid' })
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), { error: 'staff.dateInvalid' });

/**
 * One page of a list: its rows, how many there are in all (counted up to a cap), and which page this is.
 * `totalLimitado`: the count stopped at the cap, so there are more than `total` (the console says "10000+").
 */
export const pageAnswerOf = <Row extends z.ZodType>(row: Row) =>
  z.object({
    filas: z.array(row),
    total: z.number().int(),
    totalLimitado: z.boolean(),
    pagina: z.number().int(),
    tamanoPagina: z.number().int(),
  });

/** Inside: one page of a list, its rows, how many there are (counted up to a cap) and whether the count stopped there. */
export interface Page<Row> {
  rows: Row[];
  total: number;
  /** the count stopped at its cap: there are more than `total` */
  limited: boolean;
  page: number;
  pageSize: number;
}

/** The wire of one page (`pageAnswerOf`), each row written by the list's own mapping. */
export const pageWire = <Row, RowWire>(page: Page<Row>, rowWire: (row: Row) => RowWire) => ({
  filas: page.rows.map(rowWire),
  total: page.total,
  totalLimitado: page.limited,
  pagina: page.page,
  tamanoPagina: page.pageSize,
});

export const PAGE = { size: BACK_OFFICE_PAGE_SIZE } as const;
export const offsetOf = (page: number) => (page - 1) * BACK_OFFICE_PAGE_SIZE;
