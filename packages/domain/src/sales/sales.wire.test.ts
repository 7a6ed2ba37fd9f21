import { describe, expect, it } from 'vitest';
import { prereservationRowWire, releaseWire, salesSummaryWire, standingsWire } from './sales.wire.ts';

describe('the sales section on the wire', () => {
  it('words a pre-reservation’s stored state for the console', () => {
    const row = prereservationRowWire({
      id: 4,
      createdAt: new Date('2026-11-20T12:00:00Z'),
      state: 'purchased',
      description: 'Lote B-7',
      projectId: null,
      project: null,
      adviserId: 8,
      adviser: 'Luis',
      customer: 'Ana',
      priceCents: 1_500_000n,
      currency: 'USD',
      daysIdle: 8,
    });
    expect(row).toMatchObject({ estado: 'comprada', precio: '15000.00', diasSinMovimiento: 8, idProyecto: null });
    expect(releaseWire({ prereservationId: 4, state: 'released' })).toEqual({ idPrereserva: 4, estado: 'liberada' });
  });

  it('writes each step’s count under its Spanish name, by adviser (a page) and by project', () => {
    const counts = { prereserved: 5, reserved: 3, purchased: 1, released: 1 };
    const wire = salesSummaryWire({
      from: '2026-11-01',
      to: '2026-11-28',
      byAdviser: {
        rows: [{ adviserId: 8, adviser: 'Luis', ...counts }],
        total: 1,
        limited: false,
        page: 1,
        pageSize: 25,
      },
      byProject: [{ projectId: 2, project: 'Urbanización', ...counts }],
    });
    expect(wire.porAsesor.filas).toEqual([
      { idAsesor: 8, asesor: 'Luis', prerreservas: 5, reservas: 3, compras: 1, liberadas: 1 },
    ]);
    expect(wire.porProyecto[0]).toMatchObject({ idProyecto: 2, prerreservas: 5, liberadas: 1 });
  });

  it('writes the race’s points as decimals, month by month', () => {
    const wire = standingsWire({
      raceId: '2026-2',
      raceTop: [{ position: 1, code: 'A1', name: 'Luis', pointsCents: 12_050n, sales: 3 }],
      raceOverTime: {
        months: ['2026-10', '2026-11'],
        series: [{ code: 'A1', name: 'Luis', pointsCents: [50n, 12_050n] }],
      },
      month: '2026-11',
      bestSellers: [],
    });
    expect(wire.carreraPuestos[0]).toEqual({ posicion: 1, codigo: 'A1', asesor: 'Luis', puntos: '120.50', ventas: 3 });
    expect(wire.carreraPorMes.series[0]?.puntos).toEqual(['0.50', '120.50']);
  });
});
