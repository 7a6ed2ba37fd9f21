import { PASSWORD_MIN_LENGTH } from '@vo/domain/auth/auth-config';
import { en } from '@vo/domain/i18n/en';
import { es } from '@vo/domain/i18n/es';
import { esRooms } from '@vo/domain/i18n/es-rooms';
import { describe, expect, test } from 'vitest';
import { createTranslator } from './translator.ts';

function spanishReader() {
  const translator = createTranslator();
  translator.add('en', en);
  translator.add('es', es);
  translator.add('es', esRooms);
  return translator;
}

describe('the messages a person reads on the pages', () => {
  test('say the number the server said, and the spec’s limits without the page passing them', () => {
    const { translate } = spanishReader();
    expect(translate('es', 'auth.locked', { minutes: 5 })).toBe(
      'Demasiados intentos fallidos. Su cuenta está bloqueada por 5 minutos.',
    );
    expect(translate('en', 'password.tooShort')).toBe(
      `The password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
    );
  });

  test('say “one day” for one and “days” for any other count', () => {
    const { translate } = spanishReader();
    expect(translate('es', 'rooms.view.days', { count: 1 })).toBe('hace 1 día');
    expect(translate('es', 'rooms.view.days', { count: 0 })).toBe('hace 0 días');
    expect(translate('es', 'rooms.view.days', { count: 3 })).toBe('hace 3 días');
  });

  test('a part of the catalogue added later joins what was there', () => {
    const translator = createTranslator();
    translator.add('es', es);
    expect(translator.translate('es', 'rooms.view.days', { count: 2 })).toBe('rooms.view.days');
    translator.add('es', esRooms);
    expect(translator.translate('es', 'rooms.view.days', { count: 2 })).toBe('hace 2 días');
    expect(translator.translate('es', 'auth.locked', { minutes: 5 })).toContain('bloqueada por 5 minutos');
  });

  test('a message missing in Portuguese is read in English; one missing everywhere shows its key', () => {
    const translator = createTranslator();
    translator.add('en', { 'login.title': 'Log in to your Virtual Office' });
    translator.add('pt', {});
    expect(translator.translate('pt', 'login.title')).toBe('Log in to your Virtual Office');
    expect(translator.translate('pt', 'no.such.key')).toBe('no.such.key');
  });

  test('a placeholder the page gave no value for stays visible instead of leaving a gap', () => {
    const { translate } = spanishReader();
    expect(translate('es', 'auth.locked')).toBe(
      'Demasiados intentos fallidos. Su cuenta está bloqueada por {{minutes}} minutos.',
    );
  });
});
