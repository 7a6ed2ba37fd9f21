import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { Role } from '@vo/domain/session/session.rules';
import { Link as RouterLink } from 'react-router';
import { DetailLine } from '../../components/detail-line.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useSession } from '../../lib/session-store.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useMyProducts } from '../products/index.ts';
import { AdviserHome } from './adviser-home.tsx';
import { CashierHome } from './cashier-home.tsx';
import { CustomerHome } from './customer-home.tsx';
import { PromotionsCard } from './promotions-card.tsx';
import { SecureReminderBanner } from './secure-reminder-banner.tsx';
import { useHomeData } from './session-api.ts';

const ROLE_LABEL: Record<Role, MessageKey> = {
  customer: 'home.customer',
  adviser: 'home.adviser',
  cashier: 'home.cashier',
};

/** Home of every role: what they owe or do next (by role), then who is logged in and when they last came. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const home = useHomeData();
  // A customer's home is drawn once, with what they owe: drawing it before their products arrived pushed the
  // rest of the page down (Lighthouse CLS 0.34). Both reads start together, so waiting for both costs little.
  const isCustomer = session?.role === 'customer';
  const products = useMyProducts({ enabled: isCustomer });

  if (home.isPending || (isCustomer && products.isPending)) return <PageSpinner />;
  if (home.isError) return <LoadError onRetry={() => void home.refetch()} />;
  const data = home.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: data.rol === 'adviser' ? 1080 : 720 }} data-testid={`home-${data.rol}`}>
      {session?.secureReminder ? <SecureReminderBanner reminder={session.secureReminder} /> : null}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h1">{t('home.greeting', { name: data.nombreUsuario })}</Typography>
        <Chip color="primary" label={t(ROLE_LABEL[data.rol])} data-testid="home-role" />
      </Stack>
      {/* What the person owes or does next comes first; who they are comes after (issue 23). */}
      {data.rol === 'customer' ? <CustomerHome /> : data.rol === 'adviser' ? <AdviserHome /> : <CashierHome />}
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <DetailLine label={t('home.document')} value={data.ci} testId="home-document" />
          <DetailLine label={t('home.email')} value={data.correo ?? '—'} testId="home-email" />
          <DetailLine label={t('home.phone')} value={data.telefono ?? '—'} testId="home-phone" />
          <DetailLine
            label={t('home.lastLogin')}
            value={data.ingresoAnterior ? formatInstant(data.ingresoAnterior, i18n.language) : t('home.firstLogin')}
            testId="home-last-login"
          />
          <DetailLine
            label={t('home.sessionStarted')}
            value={formatInstant(data.sesionIniciada, i18n.language)}
            testId="home-session-started"
          />
        </Stack>
      </Paper>
      {data.rol === 'adviser' && data.mensajeVendedor ? (
        <Alert severity="info" data-testid="home-adviser-message">
          <strong>{t('home.adviserMessage')}: </strong>
          {data.mensajeVendedor}
        </Alert>
      ) : null}
      {data.rol === 'adviser' ? (
        // The race and the bonus are hidden from the menu (spec §2): an adviser reaches them from home.
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }} data-testid="home-adviser-links">
          <Link component={RouterLink} to="/bono-mejor-vendedor">
            {t('menu.bestSeller')}
          </Link>
          <Link component={RouterLink} to="/red/clientes">
            {t('menu.network')}
          </Link>
        </Stack>
      ) : null}
      <PromotionsCard />
    </Stack>
  );
}
