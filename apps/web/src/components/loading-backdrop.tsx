import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** Spec §2: a global backdrop covers the page while any action (mutation) is under way. */
export function LoadingBackdrop() {
  const { t } = useTranslation();
  const busy = useIsMutating() > 0;
  return (
    <Backdrop
      open={busy}
      sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff' })}
      data-testid="loading-backdrop"
    >
      <CircularProgress color="inherit" aria-label={t('app.loading')} />
    </Backdrop>
  );
}
