import { describe, expect, it } from 'vitest';
import {
  audienceLabel,
  maintenanceWindowRow,
  maintenanceWindowWire,
  messageRequest,
  outboxRowWire,
} from './communication.wire.ts';

describe('the communication section on the wire', () => {
  it('words a window’s state as the console reads it, its times as La Paz wall clock', () => {
    const window = {
      id: 3,
      startsAt: new Date('2026-11-28T14:00:00Z'),
      endsAt: new Date('2026-11-28T15:30:00Z'),
      state: 'upcoming' as const,
      seconds: 600,
    };
    const wire = maintenanceWindowWire(window);
    expect(wire).toEqual({
      id: 3,
      inicio: '28/11/2026 10:00:00',
      fin: '28/11/2026 11:30:00',
      estado: 'proximo',
      segundos: 600,
    });
    expect(maintenanceWindowRow.parse(wire)).toEqual(wire);
    expect(maintenanceWindowWire({ ...window, state: 'active' }).estado).toBe('activo');
    expect(maintenanceWindowWire({ ...window, state: 'past', seconds: 0 }).estado).toBe('pasado');
  });

  it('reads a message’s audience into English, and the audit trail names it in the words it always had', () => {
    const input = messageRequest.parse({
      tipo: 'aviso',
      destino: 'rol',
      rol: 'asesores',
      titulo: 'Hola',
      texto: 'Texto',
    });
    expect(input).toMatchObject({ kind: 'notification', audience: 'role', role: 'advisers', companyId: null });
    expect(messageRequest.parse({ tipo: 'promocion', destino: 'todos', titulo: 'T', texto: 'X' })).toMatchObject({
      kind: 'promocion',
      audience: 'everyone',
      role: null,
    });
    expect(audienceLabel({ kind: 'everyone' })).toBe('todos');
    expect(audienceLabel({ kind: 'person', documentNumber: '1234567' })).toBe('persona 1234567');
    expect(audienceLabel({ kind: 'role', role: 'cashiers' })).toBe('rol cajeros');
    expect(audienceLabel({ kind: 'company', companyId: 30 })).toBe('empresa 30');
  });

  it('writes an outbox row not yet sent with no sending time', () => {
    const row = outboxRowWire({
      id: 9,
      channel: 'sms',
      recipient: '70000001',
      subject: 'Código',
      createdAt: new Date('2026-11-28T04:00:00Z'),
      sentAt: null,
    });
    expect(row).toEqual({
      id: 9,
      canal: 'sms',
      destinatario: '70000001',
      asunto: 'Código',
      creado: '28/11/2026 00:00:00',
      enviado: null,
    });
  });
});
