import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type SignOutEverywhere, signOutEverywhereSchema } from '@vo/domain/auth/device-key.wire';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DialogForm } from '../../components/dialog-form.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { ResponsiveDialog } from '../../components/responsive-dialog.tsx';
import { failureMessage } from '../../lib/api.ts';
import { signOutEveryDevice } from '../../lib/session-actions.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** The password again (ASVS 7.5.2), then every session and every device key of the person ends (0041). */
function SignOutEverywhereDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit } = useForm<SignOutEverywhere>({
    resolver: zodResolver(signOutEverywhereSchema),
    defaultValues: { actual: '' },
  });
  const mutation = useMutation({ mutationFn: signOutEveryDevice });
  const refusal = failureMessage(mutation.error);
  return (
    <ResponsiveDialog onClose={onClose} titleId="sign-out-everywhere-title" testId="sign-out-everywhere-dialog">
      <DialogTitle id="sign-out-everywhere-title">{t('profile.signOutEverywhere')}</DialogTitle>
      <DialogForm
        schema={signOutEverywhereSchema}
        onSubmit={handleSubmit((form) => mutation.mutate(form))}
        onCancel={onClose}
        cancelLabel={t('profile.cancel')}
        submitLabel={t('profile.signOutEverywhere')}
        submitDisabled={mutation.isPending}
        testId="sign-out-everywhere"
      >
        <Typography variant="body2">{t('profile.signOutEverywhereConfirm')}</Typography>
        <PasswordField
          control={control}
          name="actual"
          label={t('changePassword.current')}
          autoComplete="current-password"
        />
        {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      </DialogForm>
    </ResponsiveDialog>
  );
}

/** "Sign out every device": for a lost or stolen phone, without knowing which device it was. */
export function SignOutEverywhereCard() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="sign-out-everywhere-card">
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('profile.signOutEverywhereHelp')}
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)} data-testid="sign-out-everywhere-button">
          {t('profile.signOutEverywhere')}
        </Button>
      </Stack>
      {open ? <SignOutEverywhereDialog onClose={() => setOpen(false)} /> : null}
    </Paper>
  );
}
