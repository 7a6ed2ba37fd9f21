import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';

export interface UsedTicket {
  title: string;
  code: string;
  /** when it was used (ISO instant) */
  at: string;
  usesLeft: number;
}

/**
 * The proof of a use, for the staff at the gate or the front desk: what was used, its code and the time,
 * large, until the person closes it (no toast that fades while they look for the staff).
 */
export function UseProof({ used, onClose }: { used: UsedTicket; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <ResponsiveDialog onClose={onClose} titleId="use-proof-title" testId="ticket-use-proof">
      <DialogTitle id="use-proof-title">{t('ticketsPage.proofTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
          <svg width="72" height="72" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="#1b5e20" />
            <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {used.title}
          </Typography>
          <Typography
            component="p"
            sx={{ fontSize: 40, fontWeight: 800, letterSpacing: 2, fontVariantNumeric: 'tabular-nums' }}
            data-testid="ticket-use-code"
          >
            {used.code}
          </Typography>
          <Typography data-testid="ticket-use-time">{formatInstant(used.at, i18n.language)}</Typography>
          <Typography color="text.secondary">{t('ticketsPage.proofLeft', { left: used.usesLeft })}</Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} sx={{ minHeight: 44 }} data-testid="ticket-use-proof-close">
          {t('ticketsPage.proofClose')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
