import { describe, expect, it } from 'vitest';
import { TAP_TARGET_PX, theme } from './theme.ts';
import { themeFor } from './themed-for-language.ts';

type Overrides = Record<string, { styleOverrides?: { root?: Record<string, unknown> }; defaultProps?: any }>;
const components = (t: { components?: unknown }) => t.components as Overrides;

describe("the theme speaks the page's language and keeps controls finger-sized", () => {
  it("gives MUI's own labels in Spanish and Portuguese, and keeps English as MUI's default", async () => {
    const es = components(await themeFor('es'));
    expect(es.MuiPagination?.defaultProps.getItemAriaLabel('next', 2, false)).toBe('Ir a la página siguiente');
    expect(es.MuiAlert?.defaultProps.closeText).toBe('Cerrar');
    const pt = components(await themeFor('pt'));
    expect(pt.MuiPagination?.defaultProps.getItemAriaLabel('next', 2, false)).toBe('Ir para a próxima página');
    await expect(themeFor('en')).resolves.toBe(theme);
  });

  it('keeps the tap-target sizes in every language', async () => {
    for (const language of ['en', 'es', 'pt'] as const) {
      const overrides = components(await themeFor(language));
      expect(overrides.MuiButton?.styleOverrides?.root).toMatchObject({ minHeight: TAP_TARGET_PX });
      expect(overrides.MuiIconButton?.styleOverrides?.root).toMatchObject({ minWidth: 44, minHeight: 44 });
      expect(overrides.MuiPaginationItem?.styleOverrides?.root).toMatchObject({ height: 44, minWidth: 44 });
    }
  });
});
