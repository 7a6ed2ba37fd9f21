import { describe, expect, it } from 'vitest';
import { catalogues, chooseLanguage, languageFromAcceptLanguage, translate } from './catalogue.ts';

describe('the message catalogue', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

  it('holds the same keys, none empty, with the same placeholders in en, es and pt', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      expect(Object.keys(catalogue).sort(), language).toEqual(Object.keys(catalogues.en).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(
          placeholders(catalogues.en[key as keyof typeof catalogues.en]),
        );
      }
    }
  });

  it('keeps the network messages of spec §8 word for word in Spanish', () => {
    expect(catalogues.es['platform.timeout']).toBe('Tiempo Agotado');
    expect(catalogues.es['platform.notFound']).toBe('Error Pagina no encontrada');
    expect(catalogues.es['platform.tryAgain']).toBe('Intente nuevamente por favor');
  });

  it('fills placeholders, the spec constants included', () => {
    expect(translate('es', 'auth.locked', { minutes: 15 })).toBe(
      'Demasiados intentos fallidos. Su cuenta está bloqueada por 15 minutos.',
    );
    expect(translate('pt', 'password.tooShort')).toBe('A senha deve ter pelo menos 8 caracteres.');
  });

  it("chooses a count's singular form by the language's plural rules, as the web does", () => {
    expect(translate('en', 'ops.notifySent', { count: 1 })).toBe('Sent to 1 person.');
    expect(translate('en', 'ops.notifySent', { count: 0 })).toBe('Sent to 0 people.');
    expect(translate('es', 'rooms.reminded', { count: 1 })).toBe('Recordatorio enviado a 1 prospecto.');
    expect(translate('es', 'rooms.reminded', { count: 3 })).toBe('Recordatorio enviado a 3 prospectos.');
    // Portuguese counts 0 as singular: its singular forms name the count instead of saying "1".
    expect(translate('pt', 'ops.notifySent', { count: 0 })).toBe('Enviado a 0 pessoa.');
    expect(translate('pt', 'rooms.cancelled', { count: 0 })).toBe('Sala cancelada. 0 prospecto convidado foi avisado.');
    expect(translate('pt', 'rooms.cancelled', { count: 2 })).toBe(
      'Sala cancelada. 2 prospectos convidados foram avisados.',
    );
  });
});

describe('choosing a language (spec §4)', () => {
  it('prefers ?lang=, then the stored choice, then the browser, then English', () => {
    expect(chooseLanguage({ query: 'pt', stored: 'es', browser: ['en-US'] })).toBe('pt');
    expect(chooseLanguage({ query: 'fr', stored: 'es', browser: ['pt-BR'] })).toBe('es');
    expect(chooseLanguage({ query: null, stored: null, browser: ['de-DE', 'pt-BR'] })).toBe('pt');
    expect(chooseLanguage({ browser: ['de-DE', 'fr'] })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
    expect(chooseLanguage({ query: 'ES-bo' })).toBe('es');
  });

  it('reads Accept-Language by weight, falling back to English', () => {
    expect(languageFromAcceptLanguage('es-BO,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageFromAcceptLanguage('fr-FR,fr;q=0.9,pt;q=0.5,es;q=0.4')).toBe('pt');
    expect(languageFromAcceptLanguage('en;q=0.1,es;q=0.9')).toBe('es');
    expect(languageFromAcceptLanguage('es;q=0,pt')).toBe('pt');
    expect(languageFromAcceptLanguage('*')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('x'.repeat(10_000))).toBe('en');
  });
});
