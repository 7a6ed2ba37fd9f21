import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLanguage } from '@vo/domain/i18n/language';
import type { ProfilePage as ProfileData } from '@vo/domain/profile/profile.wire';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailLine } from '../../components/detail-line.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { IdentityCard, useHomeData } from '../session/index.ts';
import { CurrencyCard } from './currency-card.tsx';
import { DeviceLoginCard } from './device-login-card.tsx';
import { ReminderChannelsCard } from './reminder-channels-card.tsx';
import { SignOutEverywhereCard } from './sign-out-everywhere.tsx';
import { useUserProfile } from './user-profile.ts';

// The dialogs load when the person opens them, as they do after login.
const ProfileDialog = lazy(() => import('./profile-dialog.tsx'));
const InvoiceDialog = lazy(() => import('./invoice-dialog.tsx'));

/** Spec §3 session: days left to set a secure password, or that it is secure already. */
function PasswordState({ days }: { days: number | null }) {
  const { t } = useTranslation();
  const session = useSession();
  if (days === null) {
    return (
      <Alert severity="success" data-testid="profile-password-secure">
        {t('profile.passwordSecure')}
      </Alert>
    );
  }
  // The secure-password page needs the encrypted document login gave; without it the ordinary change does.
  const usuario = session?.secureReminder?.usuario;
  const to = usuario ? `/cambiar-pass-segura/${encodeURIComponent(usuario)}` : '/cambiar-pass';
  return (
    <Alert
      severity="info"
      data-testid="profile-password-due"
      action={
        <Button component={RouterLink} to={to} color="inherit" size="small">
          {t('login.secureNow')}
        </Button>
      }
    >
      {t('login.secureReminder', { days })}
    </Alert>
  );
}

function Details({ data }: { data: ProfileData }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <DetailLine label={t('profile.name')} value={data.nombreUsuario} testId="profile-name" />
        <DetailLine label={t('profile.document')} value={data.ci} testId="profile-document" />
        <DetailLine label={t('profile.email')} value={data.correo} testId="profile-email" />
        <DetailLine label={t('profile.phone')} value={data.telefono} testId="profile-phone" />
        <DetailLine label={t('profile.country')} value={data.pais} testId="profile-country" />
        <DetailLine label={t('profile.city')} value={data.ciudad} testId="profile-city" />
        <DetailLine
          label={t('profile.language')}
          // The language this page is in (what the person reads), not only the stored preference.
          value={isLanguage(i18n.language) ? t(`language.${i18n.language}`) : data.lenguaje}
          testId="profile-language"
        />
        <DetailLine label={t('profile.currency')} value={t(`currency.${data.moneda}`)} testId="profile-currency" />
      </Stack>
    </Paper>
  );
}

/**
 * A customer's role, document, contacts and login times: her home leads with what she owes, so they are
 * read here (docs/decisions/0045). The same read as the home's, so it costs no call when she came from it.
 */
function CustomerAccount() {
  const { t } = useTranslation();
  const session = useSession();
  const home = useHomeData();
  if (session?.role !== 'customer' || !home.data) return null;
  return <IdentityCard data={home.data} title={t('profile.identityTitle')} />;
}

/** /usuario: who the person is, their contact data, password state, currency; the profile and invoice dialogs. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const session = useSession();
  const profile = useUserProfile();
  const home = useHomeData();
  const [dialog, setDialog] = useState<'profile' | 'invoice' | null>(null);

  // A customer's account card sits above the switches: the page waits for it rather than push them down under a
  // thumb about to tap one (a tap on a moving card lands on the wrong switch).
  if (profile.isPending || (session?.role === 'customer' && home.isPending)) return <PageSpinner />;
  if (profile.isError) return <LoadError onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }} data-testid="profile-page">
      <Typography variant="h1">{t('profile.title')}</Typography>
      <Details data={data} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setDialog('profile')} data-testid="profile-update-button">
          {t('profile.updateButton')}
        </Button>
        {data.factura ? (
          <Button variant="outlined" onClick={() => setDialog('invoice')} data-testid="profile-invoice-button">
            {t('profile.invoiceButton')}
          </Button>
        ) : null}
      </Stack>
      <Stack spacing={0.5}>
        <Typography variant="caption" color="text.secondary">
          {t('profile.password')}
        </Typography>
        <PasswordState days={data.diasCambioSeguro} />
      </Stack>
      <CustomerAccount />
      <DeviceLoginCard documentNumber={data.ci} />
      <SignOutEverywhereCard />
      <CurrencyCard current={data.moneda} />
      <ReminderChannelsCard />
      <Suspense fallback={null}>
        {dialog === 'profile' ? <ProfileDialog mode="edit" onClose={() => setDialog(null)} /> : null}
        {dialog === 'invoice' ? <InvoiceDialog onClose={() => setDialog(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
