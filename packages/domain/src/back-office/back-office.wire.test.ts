import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageAnswerOf, pageWire } from './back-office.wire.ts';

describe('a page of a back-office list on the wire', () => {
  it('writes the rows with the list’s own mapping and says when the count stopped at its cap', () => {
    const page = { rows: [{ id: 7 }], total: 10_000, limited: true, page: 3, pageSize: 25 };
    const wire = pageWire(page, (row) => ({ idFila: row.id }));
    expect(wire).toEqual({ filas: [{ idFila: 7 }], total: 10_000, totalLimitado: true, pagina: 3, tamanoPagina: 25 });
    expect(pageAnswerOf(z.object({ idFila: z.number() })).parse(wire)).toEqual(wire);
  });
});
