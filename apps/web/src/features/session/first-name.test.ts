import { describe, expect, it } from 'vitest';
import { firstName } from './first-name.ts';

describe('the name a home greets', () => {
  it('is the first of the names, as written', () => {
    expect(firstName('María Fernanda Rojas Vaca', 'es')).toBe('María');
    expect(firstName('  Juan Carlos Mamani ', 'es')).toBe('Juan');
  });

  it('is not shouted when an import wrote it in capitals', () => {
    expect(firstName('MARÍA FERNANDA ROJAS', 'es')).toBe('María');
  });
});
