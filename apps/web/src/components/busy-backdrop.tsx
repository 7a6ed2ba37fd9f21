import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../lib/use-translation.ts';

/** The visible part of the loading backdrop, above dialogs so nothing can be clicked twice. */
export default function BusyBackdrop({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Backdrop
      open={open}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff' })}
      data-testid="loading-backdrop"
    >
      <CircularProgress color="inherit" aria-label={t('app.loading')} />
    </Backdrop>
  );
}
