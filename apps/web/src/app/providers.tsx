import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { LoadingBackdrop } from '../components/loading-backdrop.tsx';
import { Toaster } from '../components/toaster.tsx';
import { i18next } from '../lib/i18n.ts';
import { theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>{children}</BrowserRouter>
        <LoadingBackdrop />
        <Toaster />
      </ThemeProvider>
    </I18nextProvider>
  );
}
