import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LanguageSelect } from '../components/language-select.tsx';
import { ProductLogo } from '../components/product-logo.tsx';
import { setUiLanguage } from '../lib/i18n.ts';

/** The shell of visitor pages: logo and language; a visitor's language choice is only local. */
export function VisitorLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <AppBar position="static" color="inherit" elevation={0}>
        <Toolbar sx={{ gap: 1, justifyContent: 'space-between' }}>
          <Box component={RouterLink} to="/" sx={{ color: 'primary.main', textDecoration: 'none', minWidth: 0 }}>
            <ProductLogo size={28} />
          </Box>
          <LanguageSelect dense onChange={setUiLanguage} />
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 2 } }}>
        {children}
      </Container>
    </Box>
  );
}
