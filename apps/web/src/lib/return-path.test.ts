import { describe, expect, it } from 'vitest';
import { loginReturningTo, safeReturnPath } from './return-path.ts';

describe('the page a person comes back to after logging in again', () => {
  it('keeps a path of the portal, with its query', () => {
    expect(safeReturnPath('/reservar-cabana')).toBe('/reservar-cabana');
    expect(loginReturningTo('/detalle-productos?idProducto=2')).toBe('/?volver=%2Fdetalle-productos%3FidProducto%3D2');
  });

  it('never follows another site, a hand-off token or the login page itself', () => {
    for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil', 'javascript:alert(1)', '', null]) {
      expect(safeReturnPath(hostile)).toBeNull();
    }
    expect(safeReturnPath('/mobile/1/mac/token')).toBeNull();
    expect(loginReturningTo('/')).toBe('/');
  });
});
