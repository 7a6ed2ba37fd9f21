import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ETHICS_CODE_VERSION } from '@vo/domain/auth/ethics.rules';
import { useTranslation } from '../../lib/use-translation.ts';

/** The code of ethics a person accepts before logging in (spec §2). */
export default function EthicsDialog({
  open,
  onClose,
  onAccept,
}: {
  open: boolean;
  onClose: () => void;
  onAccept: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="ethics-title">
      <DialogTitle id="ethics-title">{t('login.ethicsLink')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('login.ethicsText')}</DialogContentText>
        <DialogContentText variant="body2" sx={{ mt: 1 }}>
          {t('login.ethicsVersion', { ethicsVersion: ETHICS_CODE_VERSION })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button
          variant="contained"
          onClick={() => {
            onAccept();
            onClose();
          }}
        >
          {t('login.ethics')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
