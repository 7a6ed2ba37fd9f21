import { passwordChangeSchema } from '@vo/domain/auth/auth.schemas';
import { customerDataSchema } from '@vo/domain/prereservations/customer-data.schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requiredFieldsOf } from './required-fields.ts';

describe('the fields a form schema requires', () => {
  it('marks what the buyer must give and leaves what may stay empty', () => {
    const required = requiredFieldsOf(customerDataSchema);
    for (const name of ['nombres', 'nacionalidad', 'tipoDocumento', 'nroDocumento', 'fechaNacimiento', 'genero'])
      expect(required.has(name), name).toBe(true);
    for (const name of ['paisResidencia', 'ciudadResidencia', 'celular', 'correo', 'direccion', 'profesion'])
      expect(required.has(name), name).toBe(true);
    // One of two surnames, and the institution only for a public official: not required one by one.
    for (const name of ['apellidoPaterno', 'apellidoMaterno', 'complemento', 'institucion', 'cargo'])
      expect(required.has(name), name).toBe(false);
  });

  it('reads through a whole-form check and a transform', () => {
    // The confirmation is required by matching the password (a whole-form check): its field says so itself.
    expect([...requiredFieldsOf(passwordChangeSchema)].sort()).toEqual(['actual', 'password']);
    const piped = z.object({ a: z.string().min(1), b: z.string().optional() }).transform((v) => v.a);
    expect([...requiredFieldsOf(piped)]).toEqual(['a']);
  });

  it('finds nothing in what is not an object schema', () => {
    expect(requiredFieldsOf(z.string()).size).toBe(0);
  });
});
