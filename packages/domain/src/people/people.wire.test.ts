import { describe, expect, it } from 'vitest';
import { personRowWire, personSearchWire } from './people.wire.ts';
import { personDetailAnswer, personDetailWire } from './person-detail.wire.ts';

const person = {
  id: 41,
  documentNumber: '1234567',
  fullName: 'Ana Quispe',
  email: null,
  phone: '70000001',
  role: 'cashier' as const,
  canEnter: true,
  lockedUntil: new Date('2026-11-28T12:15:00Z'),
};
const at = new Date('2026-11-28T12:00:00Z');

describe('People on the wire', () => {
  it('names the role in the console’s words and says the login is locked while a lock runs', () => {
    expect(personRowWire(person)).toMatchObject({ idPersona: 41, ci: '1234567', rol: 'cajero', bloqueado: true });
    expect(personRowWire({ ...person, role: 'adviser', lockedUntil: null })).toMatchObject({
      rol: 'asesor',
      bloqueado: false,
    });
    expect(personRowWire({ ...person, role: 'customer' }).rol).toBe('cliente');
    const page = personSearchWire({ rows: [person], total: 1, limited: false, page: 1, pageSize: 25 });
    expect(page.filas[0]?.nombre).toBe('Ana Quispe');
  });

  it('writes a person’s file: where each product stands, money as decimals, procedures in the portal’s words', () => {
    const file = personDetailWire({
      person: { ...person, lastLoginAt: null, createdAt: at },
      products: [
        {
          id: 1,
          description: 'Lote A-1',
          contractNumber: 'C-1',
          standing: 'overdue',
          debtCents: 12_345n,
          currency: 'USD',
        },
        { id: 2, description: 'Lote A-2', contractNumber: 'C-2', standing: 'paid', debtCents: 0n, currency: 'USD' },
        {
          id: 3,
          description: 'Lote A-3',
          contractNumber: 'C-3',
          standing: 'upToDate',
          debtCents: 500n,
          currency: 'BOB',
        },
      ],
      payments: [],
      sessions: [],
      deviceKeys: [],
      pushTokens: [],
      procedures: [
        { id: 5, kind: 'plan_change', state: 'in_review', createdAt: at, updatedAt: at },
        { id: 6, kind: 'something_new', state: 'odd', createdAt: at, updatedAt: at },
      ],
      trail: [
        { action: 'staff.people.disable', detail: { reason: 'pedido' }, staffName: null, ip: '::1', createdAt: at },
      ],
    });
    expect(file.perfil).toMatchObject({ bloqueadoHasta: '2026-11-28T12:15:00.000Z', ultimoIngreso: null });
    expect(file.productos.map((p) => [p.estado, p.deuda])).toEqual([
      ['en_mora', '123.45'],
      ['pagado', '0.00'],
      ['al_dia', '5.00'],
    ]);
    // A kind or state the wire has no word for travels as stored, rather than as nothing.
    expect(file.tramites.map((p) => [p.tipo, p.estado])).toEqual([
      ['cambio_plan', 'en_revision'],
      ['something_new', 'odd'],
    ]);
    expect(personDetailAnswer.parse(file)).toEqual(file);
  });
});
