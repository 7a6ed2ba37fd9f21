import { describe, expect, it } from 'vitest';
import { ApiFailure, NetworkError } from './api-client.ts';
import { serverFieldError } from './server-field-error.ts';

const fields = ['correo', 'ciudadId', 'telefono'] as const;
/** A refusal as the server sends it: data.campo names the field when there is one. */
const refusal = (code: string, message: string, campo?: string) =>
  new ApiFailure({ status: 1, code, message, ...(campo ? { data: { campo } } : {}) });

describe('a refusal of the server shown next to its field', () => {
  it('lands on the field the server names, with the server’s words', () => {
    expect(
      serverFieldError(refusal('profile.cityNotInCountry', 'Choose your city again.', 'ciudadId'), fields),
    ).toEqual({
      field: 'ciudadId',
      message: 'Choose your city again.',
    });
    expect(
      serverFieldError(refusal('profile.phoneLength', 'Between 5 and 10 digits.', 'telefono'), fields)?.field,
    ).toBe('telefono');
  });

  it('belongs to no field when the server names none of the form’s, or nothing came back', () => {
    expect(serverFieldError(refusal('platform.forbidden', 'Not allowed.'), fields)).toBeNull();
    expect(serverFieldError(refusal('invoice.locked', 'Locked.', 'razonSocial'), fields)).toBeNull();
    expect(serverFieldError(new NetworkError('timeout'), fields)).toBeNull();
  });
});
