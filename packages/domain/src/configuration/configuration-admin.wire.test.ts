import { describe, expect, it } from 'vitest';
import { settingsHistoryWire, settingsWire } from './configuration-admin.wire.ts';

describe('the configuration on the wire', () => {
  it('writes each value as JSON text, and a setting never changed with no author or time', () => {
    const wire = settingsWire([
      { name: 'qrPayments', kind: 'flag', value: false, defaultValue: true, changedAt: null, changedBy: null },
    ]);
    expect(wire.ajustes[0]).toEqual({
      nombre: 'qrPayments',
      tipo: 'flag',
      valor: 'false',
      porDefecto: 'true',
      cambiadoEn: null,
      cambiadoPor: null,
    });
    const history = settingsHistoryWire({
      rows: [
        {
          name: 'qrPayments',
          before: true,
          after: false,
          reason: 'El banco no responde',
          who: 'ops',
          when: new Date('2026-11-28T12:00:00Z'),
        },
      ],
      total: 1,
      limited: false,
      page: 1,
      pageSize: 25,
    });
    expect(history.filas[0]).toMatchObject({
      antes: 'true',
      despues: 'false',
      quien: 'ops',
      cuando: '2026-11-28T12:00:00.000Z',
    });
  });
});
