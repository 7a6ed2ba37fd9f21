import { describe, expect, it } from 'vitest';
import { procedureQueueAnswer, procedureQueueWire } from './procedures-admin.wire.ts';

describe('the procedures queue on the wire', () => {
  it('words each procedure’s kind and state as the portal does', () => {
    const at = new Date('2026-11-28T12:00:00Z');
    const wire = procedureQueueWire({
      rows: [
        {
          id: 3,
          documentNumber: '1234567',
          fullName: 'Ana Quispe',
          kind: 'ownership_transfer',
          state: 'observed',
          detail: 'A su hermana',
          lastNote: '',
          createdAt: at,
          updatedAt: at,
        },
      ],
      total: 1,
      limited: false,
      page: 1,
      pageSize: 25,
    });
    expect(wire.filas[0]).toMatchObject({
      idTramite: 3,
      ci: '1234567',
      tipo: 'transferencia',
      estado: 'observado',
      nota: '',
    });
    expect(procedureQueueAnswer.parse(wire)).toEqual(wire);
  });
});
