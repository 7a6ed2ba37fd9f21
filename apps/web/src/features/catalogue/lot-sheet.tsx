import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * Where the tapped lot's facts open (docs/decisions/0033): on a phone a sheet rising over the map, so they are seen
 * without scrolling below the fold; on a wide screen a panel beside the map, which stays in view.
 * The sheet is modal: Escape or the close button shut it, and focus goes back to the lot it came from.
 */
export function LotSheet({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  if (wide) {
    return (
      <Paper
        component="aside"
        variant="outlined"
        aria-label={t('map.lotDetails')}
        sx={{ position: 'sticky', top: theme.spacing(2), alignSelf: 'start' }}
        data-testid="lot-side-panel"
      >
        {open ? (
          children
        ) : (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('map.tapHint')}
          </Typography>
        )}
      </Paper>
    );
  }
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      data-testid="lot-sheet"
      slotProps={{
        paper: {
          'aria-label': t('map.lotDetails'),
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '75vh' },
        },
      }}
    >
      <Box sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'grey.400', mx: 'auto', mt: 1 }} aria-hidden />
      {children}
    </Drawer>
  );
}
