import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LanguageSelect } from '../components/language-select.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { ProductLogo } from '../components/product-logo.tsx';
import { setUiLanguage } from '../lib/i18n.ts';
import { BRAND_LINK } from './brand-link.ts';

/** The shell of visitor pages: logo and language; a visitor's language choice is only local. */
export function VisitorLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      {/* A plain header, not AppBar: visitor pages are what a first visit downloads. */}
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          py: 1.5,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box component={RouterLink} to="/" sx={{ ...BRAND_LINK, minWidth: 0 }}>
          <ProductLogo size={28} />
        </Box>
        <LanguageSelect onChange={(language) => void setUiLanguage(language)} />
      </Box>
      <Box component="main" sx={{ maxWidth: 600, mx: 'auto', py: { xs: 2, sm: 4 }, px: 2 }}>
        <OfflineBanner />
        {children}
      </Box>
    </Box>
  );
}
