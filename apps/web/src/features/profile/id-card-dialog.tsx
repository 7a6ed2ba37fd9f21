import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router';
import { FirstStepNote } from '../../components/first-step-note.tsx';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

/** Where the person brings or sends the ID card: the customer-service page, with its WhatsApp contact (spec §9). */
const CUSTOMER_SERVICE_PATH = '/atencion-cliente';

/**
 * Login's mostrarModalCarnet (spec §3): the group holds no valid copy of the person's ID card, which cabin
 * bookings and benefits need (spec §6). The portal cannot take the card itself, so it says why it is needed and
 * leads to customer service; "Later", escape or the backdrop dismiss it for the session (docs/decisions/0028).
 */
export default function IdCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResponsiveDialog onClose={onClose} titleId="id-card-title" testId="id-card-dialog">
      <DialogTitle id="id-card-title">{t('idCard.title')}</DialogTitle>
      <FirstStepNote />
      <DialogContent>
        <DialogContentText>{t('idCard.body')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose} sx={{ minHeight: 44 }} data-testid="id-card-later">
          {t('idCard.later')}
        </Button>
        <Button
          variant="contained"
          sx={{ minHeight: 44 }}
          onClick={() => {
            onClose();
            navigate(CUSTOMER_SERVICE_PATH);
          }}
          data-testid="id-card-contact"
        >
          {t('idCard.contact')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
