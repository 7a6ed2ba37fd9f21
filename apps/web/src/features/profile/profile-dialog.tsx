import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { FirstStepNote } from '../../components/first-step-note.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { useProfileUpdateCheck } from './profile-api.ts';
import { ProfileForm } from './profile-form.tsx';

interface Props {
  /** welcome: the mandatory update after login, which cannot be dismissed; edit: asked for from the profile page. */
  mode: 'welcome' | 'edit';
  onClose: () => void;
}

/** Spec §2 "Profile-update dialog": the form, then a success view with a closing button. */
export default function ProfileDialog({ mode, onClose }: Props) {
  const { t } = useTranslation();
  const check = useProfileUpdateCheck();
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const closable = mode === 'edit' && savedMessage === null;

  return (
    <ResponsiveDialog onClose={closable ? onClose : undefined} titleId="profile-dialog-title" testId="profile-dialog">
      <DialogTitle id="profile-dialog-title">
        {savedMessage === null ? t('profile.updateTitle') : t('profile.savedTitle')}
      </DialogTitle>
      <FirstStepNote />
      {savedMessage !== null ? (
        <>
          <DialogContent>
            <Alert severity="success" data-testid="profile-saved">
              {savedMessage}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} data-testid="profile-close">
              {t('profile.close')}
            </Button>
          </DialogActions>
        </>
      ) : check.data ? (
        <ProfileForm initial={check.data} onCancel={mode === 'edit' ? onClose : undefined} onSaved={setSavedMessage} />
      ) : check.isError ? (
        <>
          <DialogContent>
            <Alert severity="error">{t('platform.loadError')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} data-testid="profile-cancel">
              {t('profile.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <PageSpinner />
      )}
    </ResponsiveDialog>
  );
}
