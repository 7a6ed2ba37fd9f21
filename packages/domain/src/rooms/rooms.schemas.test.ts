import { describe, expect, it } from 'vitest';
import { createRoomRequestSchema, eventGuestRequestSchema, invitationRequestSchema } from './rooms.schemas.ts';

const room = {
  idModelo: 1,
  idCiudad: 1003,
  nombre: 'Presentación',
  direccion: 'Av. San Martín 1450',
  fechaHora: '2026-11-20T19:00',
  duracionHoras: 2,
  capacidad: 30,
  organizadorNombre: 'Carlos Suárez',
  organizadorTelefono: '74567890',
  presentador: '2000002',
};
const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('a room’s fields (spec §5, §9)', () => {
  it('has a name of 5 to 120 characters: 4 and 121 are refused', () => {
    expect(firstIssue(createRoomRequestSchema.safeParse({ ...room, nombre: 'Sala' }))).toBe('rooms.nameLength');
    expect(firstIssue(createRoomRequestSchema.safeParse({ ...room, nombre: 'Salas' }))).toBeNull();
    expect(firstIssue(createRoomRequestSchema.safeParse({ ...room, nombre: 'x'.repeat(120) }))).toBeNull();
    expect(firstIssue(createRoomRequestSchema.safeParse({ ...room, nombre: 'x'.repeat(121) }))).toBe(
      'rooms.nameLength',
    );
  });

  it('holds 5 to 999 guests: 4 and 1000 are refused', () => {
    for (const [capacidad, ok] of [
      [4, false],
      [5, true],
      [999, true],
      [1000, false],
    ] as const) {
      expect(firstIssue(createRoomRequestSchema.safeParse({ ...room, capacidad })), String(capacidad)).toBe(
        ok ? null : 'rooms.capacityRange',
      );
    }
  });

  it('has an address that is neither too short nor too long', () => {
    expect(firstIssue(createRoomRequestSchema.safeParse({ ...room, direccion: 'Calle 1' }))).toBe(
      'rooms.addressTooShort',
    );
    expect(firstIssue(createRoomRequestSchema.safeParse({ ...room, direccion: 'x'.repeat(201) }))).toBe(
      'rooms.addressTooLong',
    );
  });

  it('requires the model and the city', () => {
    expect(firstIssue(createRoomRequestSchema.safeParse({ ...room, idModelo: undefined }))).toBe('rooms.modelRequired');
    expect(firstIssue(createRoomRequestSchema.safeParse({ ...room, idCiudad: 0 }))).toBe('rooms.cityRequired');
  });
});

describe('a prospect’s contact (spec §5)', () => {
  const base = { nombre: 'Ramiro Vaca' };

  it('asks for the e-mail, the phone, or both, as chosen, in their formats', () => {
    expect(firstIssue(invitationRequestSchema.safeParse({ ...base, contacto: 'correo', correo: 'no-es-correo' }))).toBe(
      'rooms.prospectEmailInvalid',
    );
    expect(firstIssue(invitationRequestSchema.safeParse({ ...base, contacto: 'telefono', telefono: '12' }))).toBe(
      'rooms.prospectPhoneInvalid',
    );
    expect(firstIssue(invitationRequestSchema.safeParse({ ...base, contacto: 'ambos', correo: 'a@b.bo' }))).toBe(
      'rooms.prospectPhoneRequired',
    );
    const both = invitationRequestSchema.parse({ ...base, contacto: 'ambos', correo: 'A@B.BO', telefono: '71234567' });
    expect(both).toMatchObject({ correo: 'a@b.bo', telefono: '71234567' });
  });

  it('keeps only what the chosen contact asks for', () => {
    const phoneOnly = invitationRequestSchema.parse({
      ...base,
      contacto: 'telefono',
      telefono: '71234567',
      correo: 'typed-before@b.bo',
    });
    expect(phoneOnly.correo).toBeUndefined();
  });
});

describe('an event guest (spec §5, §9)', () => {
  const guest = { idEvento: 1, nombreCompleto: 'Ana María Flores', ci: '1234567', fechaNacimiento: '1990-05-31' };

  it('has a name of letters only, at most 255; an ID card of at most 40; a real birth date', () => {
    expect(firstIssue(eventGuestRequestSchema.safeParse(guest))).toBeNull();
    expect(firstIssue(eventGuestRequestSchema.safeParse({ ...guest, nombreCompleto: 'Ana 2' }))).toBe(
      'events.nameLettersOnly',
    );
    expect(firstIssue(eventGuestRequestSchema.safeParse({ ...guest, nombreCompleto: 'a'.repeat(255) }))).toBeNull();
    expect(firstIssue(eventGuestRequestSchema.safeParse({ ...guest, nombreCompleto: 'a'.repeat(256) }))).toBe(
      'events.nameTooLong',
    );
    expect(firstIssue(eventGuestRequestSchema.safeParse({ ...guest, ci: 'x'.repeat(40) }))).toBeNull();
    expect(firstIssue(eventGuestRequestSchema.safeParse({ ...guest, ci: 'x'.repeat(41) }))).toBe('events.idTooLong');
    expect(firstIssue(eventGuestRequestSchema.safeParse({ ...guest, fechaNacimiento: '1990-02-30' }))).toBe(
      'events.birthDateInvalid',
    );
    expect(firstIssue(eventGuestRequestSchema.safeParse({ ...guest, idEvento: undefined }))).toBe(
      'events.eventRequired',
    );
  });
});
