import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { CloseIcon } from './icons.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  children: ReactNode;
}

/**
 * A sheet (docs/design.md, "Sheet"): from the bottom edge on a phone, where the thumb is, with a grab bar;
 * a side panel on a desk, beside what it is about. A dialog for assistive technology either way (its title
 * names it), closed by its button, Escape or a tap outside.
 */
export function BottomSheet({ open, onClose, title, testId, children }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  return (
    <Drawer
      anchor={phone ? 'bottom' : 'right'}
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          'data-testid': testId,
          sx: phone
            ? { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85vh' }
            : { width: 400, maxWidth: '100vw' },
        } as object,
      }}
    >
      {phone ? (
        <Box aria-hidden sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider', mx: 'auto', mt: 1 }} />
      ) : null}
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1, gap: 1 }}>
        <Typography id={titleId} variant="h2" sx={{ flex: 1, fontSize: '1.125rem' }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('sheet.close')} data-testid={`${testId}-close`}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2, pb: 3, pt: 1, overflowY: 'auto' }}>{children}</Box>
    </Drawer>
  );
}
