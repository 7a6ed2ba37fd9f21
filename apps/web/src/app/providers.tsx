import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { LoadingBackdrop } from '../components/loading-backdrop.tsx';
import { Toaster } from '../components/toaster.tsx';
import { theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>{children}</BrowserRouter>
      <LoadingBackdrop />
      <Toaster />
    </ThemeProvider>
  );
}
