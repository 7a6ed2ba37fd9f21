import { describe, expect, it } from 'vitest';
import { customerDataSchema } from './customer-data.schemas.ts';
import { ageOn, isAdult, mayPrereserveAnother, nextState } from './prereservation.rules.ts';

describe('the pre-reservation state machine (spec §4)', () => {
  it('goes pre-reservation → reservation → purchase, and only a pending one is released', () => {
    expect(nextState('prereserved', 'reserve')).toBe('reserved');
    expect(nextState('reserved', 'purchase')).toBe('purchased');
    expect(nextState('prereserved', 'release')).toBe('released');
    expect(nextState('prereserved', 'purchase')).toBeNull();
    expect(nextState('reserved', 'release')).toBeNull();
    expect(nextState('reserved', 'reserve')).toBeNull();
    expect(nextState('purchased', 'release')).toBeNull();
    expect(nextState('released', 'reserve')).toBeNull();
  });

  it('allows the fifth pending pre-reservation and refuses the sixth (spec §9)', () => {
    expect(mayPrereserveAnother(4)).toBe(true);
    expect(mayPrereserveAnother(5)).toBe(false);
  });
});

describe('adult buyers only (spec §5)', () => {
  it('is 18 on the birthday, not the day before', () => {
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
    expect(isAdult('2008-11-23', '2026-11-23')).toBe(true);
    expect(isAdult('2008-11-24', '2026-11-23')).toBe(false);
    expect(isAdult('2008-12-01', '2026-11-23')).toBe(false);
  });

  it('counts a 29 February birthday on 1 March in a common year', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});

describe('the customer data of a pre-reservation (spec §3, §5)', () => {
  const valid = {
    nombres: 'Ana María',
    apellidoPaterno: '',
    apellidoMaterno: 'Suárez',
    nacionalidad: 'Boliviana',
    tipoDocumento: 1,
    nroDocumento: '4567890',
    expedidoEn: 'La Paz',
    fechaNacimiento: '1990-01-01',
    genero: 'F',
    paisResidencia: 1,
    ciudadResidencia: 1001,
    celular: '71234567',
    correo: 'ana@example.com',
    direccion: 'Calle Sucre # 12, piso 3',
    ciudadNacimiento: 'La Paz',
    profesion: 'Contadora',
    actividadComercial: 'Servicios',
    funcionarioPublico: false,
  };
  const firstError = (overrides: object) => {
    const result = customerDataSchema.safeParse({ ...valid, ...overrides });
    return result.success ? null : result.error.issues[0]!.message;
  };

  it('takes either surname', () => {
    expect(firstError({})).toBeNull();
    expect(firstError({ apellidoMaterno: '' })).toBe('prereservations.surnameRequired');
  });

  it('wants an address of letters and digits, a phone of digits, a valid e-mail', () => {
    expect(firstError({ direccion: 'Calle "Sucre"' })).toBe('prereservations.addressInvalid');
    expect(firstError({ celular: '7123-4567' })).toBe('prereservations.phoneDigits');
    expect(firstError({ celular: '1234' })).toBe('prereservations.phoneDigits');
    expect(firstError({ correo: 'ana@example' })).toBe('prereservations.emailInvalid');
    expect(firstError({ nombres: 'Ana2' })).toBe('prereservations.firstNameRequired');
  });

  it('asks a public official for the institution and the position', () => {
    expect(firstError({ funcionarioPublico: true })).toBe('prereservations.institutionRequired');
    expect(firstError({ funcionarioPublico: true, institucion: 'Alcaldía' })).toBe('prereservations.positionRequired');
    expect(firstError({ funcionarioPublico: true, institucion: 'Alcaldía', cargo: 'Asesor' })).toBeNull();
  });
});
