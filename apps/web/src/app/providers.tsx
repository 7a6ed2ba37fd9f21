import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { LoadingBackdrop } from '../components/loading-backdrop.tsx';
import { Toaster } from '../components/toaster.tsx';
import { useTranslation } from '../lib/use-translation.ts';
import { useThemeFor } from './themed-for-language.ts';

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const theme = useThemeFor(i18n.language);
  return (
    // MUI's own ThemeProvider also carries the CSS-variables provider (~3 kB gzip on the login route) for themes
    // with colour schemes; ours has one palette, which the system provider gives every component the same way.
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>{children}</BrowserRouter>
      <LoadingBackdrop />
      <Toaster />
    </ThemeProvider>
  );
}
