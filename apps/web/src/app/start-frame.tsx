import Box from '@mui/material/Box';
import { ELEVATION } from '../components/design-tokens.ts';
import { type PageShape, PageSpinner } from '../components/page-spinner.tsx';
import { ProductLogo } from '../components/product-logo.tsx';

/**
 * What the app draws while it starts (the maintenance check, the logged-in shell's download): the bar with the
 * product's mark and the page's skeleton, where the page's own layout will draw them (docs/decisions/0068). It
 * takes over from the same frame in index.html, so the bar never blinks out between the two; the layout that
 * comes next (the visitor's or the logged-in one) draws its own bar in its place.
 */
export function StartFrame({ shape = 'page' }: { shape?: PageShape }) {
  return (
    <Box data-testid="start-frame">
      <Box
        aria-hidden="true"
        sx={(theme) => ({
          ...theme.mixins.toolbar,
          display: 'flex',
          alignItems: 'center',
          px: { xs: 2, sm: 3 },
          bgcolor: 'background.paper',
          color: 'primary.main',
          boxShadow: ELEVATION.raised,
        })}
      >
        <ProductLogo size={28} />
      </Box>
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <PageSpinner shape={shape} />
      </Box>
    </Box>
  );
}
