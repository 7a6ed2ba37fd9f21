import { describe, expect, it } from 'vitest';
import { apiPathOf, defineEndpoint, wireRequestOf } from './endpoint.ts';

/** Addresses only: wireRequestOf reads no schema, so stand-ins mark where the input goes. */
const schema = {} as never;
const list = defineEndpoint({ method: 'GET', path: 'a/lista', query: schema });
const read = defineEndpoint({ method: 'GET', path: 'a/inicio' });
const save = defineEndpoint({ method: ['PUT', 'POST'], path: 'a/guardar', body: schema });
const close = defineEndpoint({ method: 'POST', path: 'a/cerrar' });

describe('a call through an endpoint, outside the web (docs/decisions/0057)', () => {
  it('puts a query endpoint’s input in the query string, leaving out absent, null and empty values', () => {
    expect(wireRequestOf(list, { buscar: 'de carga', pagina: 2, vacio: '', nada: null, falta: undefined })).toEqual({
      method: 'GET',
      path: '/api/a/lista?buscar=de+carga&pagina=2',
    });
    expect(wireRequestOf(list, {})).toEqual({ method: 'GET', path: '/api/a/lista' });
    expect(wireRequestOf(read)).toEqual({ method: 'GET', path: '/api/a/inicio' });
  });

  it('sends a body endpoint’s input as JSON with the first of its methods, and an empty object when it has none', () => {
    expect(wireRequestOf(save, { idTarjeta: 7 })).toEqual({
      method: 'PUT',
      path: '/api/a/guardar',
      body: '{"idTarjeta":7}',
    });
    expect(wireRequestOf(close)).toEqual({ method: 'POST', path: '/api/a/cerrar', body: '{}' });
  });

  it('names the address a browser’s request goes to', () => {
    expect(apiPathOf(list)).toBe('/api/a/lista');
  });
});
