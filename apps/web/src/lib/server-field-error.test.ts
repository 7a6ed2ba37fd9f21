import { describe, expect, it } from 'vitest';
import { ApiFailure, NetworkError } from './api-client.ts';
import { serverFieldError } from './server-field-error.ts';

const fields = { 'profile.email': 'correo', 'profile.city': 'ciudadId', 'profile.phone': 'telefono' } as const;
const refusal = (code: string, message: string) => new ApiFailure({ status: 1, code, message });

describe('a refusal of the server shown next to its field', () => {
  it('lands on the field its catalogue key names, with the server’s words', () => {
    expect(serverFieldError(refusal('profile.cityNotInCountry', 'Choose your city again.'), fields)).toEqual({
      field: 'ciudadId',
      message: 'Choose your city again.',
    });
    expect(serverFieldError(refusal('profile.phoneLength', 'Between 5 and 10 digits.'), fields)?.field).toBe(
      'telefono',
    );
  });

  it('belongs to no field when the key is about something else, or nothing came back', () => {
    expect(serverFieldError(refusal('platform.forbidden', 'Not allowed.'), fields)).toBeNull();
    expect(serverFieldError(new NetworkError('timeout'), fields)).toBeNull();
  });
});
