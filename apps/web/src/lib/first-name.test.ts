import { describe, expect, it } from 'vitest';
import { firstNameOf } from './first-name.ts';

describe('the name a greeting uses', () => {
  it('is the first of the full name, whatever the spaces around it', () => {
    expect(firstNameOf('María Fernanda Rojas Vaca')).toBe('María');
    expect(firstNameOf('  Ana   Lucía Gutiérrez ')).toBe('Ana');
    expect(firstNameOf('Juan')).toBe('Juan');
  });
});
