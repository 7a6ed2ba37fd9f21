import type { Localization } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { Language } from '@vo/domain/config';
import { useEffect, useState } from 'react';
import { theme } from './theme.ts';

/**
 * MUI's own words ("Close", "Go to next page", "Rows per page") come from its locale packs. English is MUI's
 * default, so the login route pays nothing for it; Spanish and Portuguese (~1 kB gzip each) are lazy chunks.
 */
const muiLocales: Record<Exclude<Language, 'en'>, () => Promise<Localization>> = {
  es: () => import('./mui-locale/es.ts').then((module) => module.muiLocale),
  pt: () => import('./mui-locale/pt.ts').then((module) => module.muiLocale),
};

const themes = new Map<Language, Theme>([['en', theme]]);

/** The portal's theme with MUI's labels in `language`, loading the pack once. */
export async function themeFor(language: Language): Promise<Theme> {
  const known = themes.get(language);
  if (known) return known;
  const localized = createTheme(theme, await muiLocales[language as Exclude<Language, 'en'>]());
  themes.set(language, localized);
  return localized;
}

/** The theme for the language in use; until its pack arrives (a moment), the previous one. */
export function useThemeFor(language: Language): Theme {
  const [shown, setShown] = useState<Theme>(() => themes.get(language) ?? theme);
  useEffect(() => {
    let current = true;
    themeFor(language).then(
      (next) => current && setShown(next),
      // A pack that fails to load leaves MUI's English labels; the page itself still works.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return shown;
}
