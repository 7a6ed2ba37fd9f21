import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../lib/use-translation.ts';

/** The product mark: a small building in a rounded square, then the product name. */
export function ProductLogo({ color = 'inherit', size = 32 }: { color?: string; size?: number }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color, minWidth: 0, maxWidth: '100%' }}
      data-testid="product-logo"
    >
      <svg
        style={{ flexShrink: 0 }}
        width={size}
        height={size}
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="1" y="1" width="30" height="30" rx="8" fill="currentColor" opacity="0.15" />
        <path d="M9 25V11l7-4 7 4v14h-5v-5h-4v5z" fill="currentColor" />
      </svg>
      {/* A long name (pt "Escritório Virtual") gives way to the header's buttons on a phone: it ends in "…". */}
      <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700, color: 'inherit', minWidth: 0 }}>
        {t('app.name')}
      </Typography>
    </Box>
  );
}
