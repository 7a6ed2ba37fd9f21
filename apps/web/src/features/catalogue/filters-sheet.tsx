import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * The projects' filters on a phone (docs/decisions/0047): a sheet rising from the bottom, over the list, so
 * the first screen shows projects rather than a form. Escape, the backdrop or the close button shut it.
 */
export function FiltersSheet({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      data-testid="project-filters-sheet"
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'project-filters-title',
          sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '90vh' },
        },
      }}
    >
      <Box sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'grey.400', mx: 'auto', mt: 1 }} aria-hidden />
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1 }}>
        <Typography id="project-filters-title" variant="h2" sx={{ flexGrow: 1 }}>
          {t('projects.filtersTitle')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('projects.closeFilters')} sx={{ width: 44, height: 44 }}>
          <Box component="svg" viewBox="0 0 24 24" aria-hidden sx={{ width: 24, height: 24, fill: 'currentColor' }}>
            <path d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
          </Box>
        </IconButton>
      </Stack>
      {children}
    </Drawer>
  );
}
