import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useSession } from '../../lib/session-store.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useMyProducts } from '../products/index.ts';
import { AdviserHome } from './adviser-home.tsx';
import { CashierHome } from './cashier-home.tsx';
import { CustomerHome } from './customer-home.tsx';
import { firstName } from './first-name.ts';
import { IdentityCard } from './identity-card.tsx';
import { PromotionsCard } from './promotions-card.tsx';
import { SecureReminderBanner } from './secure-reminder-banner.tsx';
import { useHomeData } from './session-api.ts';

/**
 * Home of every role: what they owe or do next (by role) first. A customer is greeted by her first name and
 * reads her identity in the profile (docs/decisions/0045); an adviser's and a cashier's home keep who is
 * logged in and when they last came below their work.
 */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const home = useHomeData();
  // A customer's home is drawn once, with what they owe: drawing it before their products arrived pushed the
  // rest of the page down (Lighthouse CLS 0.34). Both reads start together, so waiting for both costs little.
  const isCustomer = session?.role === 'customer';
  const products = useMyProducts({ enabled: isCustomer });

  if (home.isPending || (isCustomer && products.isPending)) return <PageSpinner shape="home" />;
  if (home.isError) return <LoadError onRetry={() => void home.refetch()} />;
  const data = home.data;
  const customer = data.rol === 'customer';
  return (
    <Stack spacing={2} sx={{ maxWidth: data.rol === 'cashier' ? 720 : 1080 }} data-testid={`home-${data.rol}`}>
      {session?.secureReminder ? <SecureReminderBanner reminder={session.secureReminder} /> : null}
      <Typography variant="h1" data-testid="home-greeting">
        {t('home.greeting', { name: customer ? firstName(data.nombreUsuario, i18n.language) : data.nombreUsuario })}
      </Typography>
      {/* What the person owes or does next comes first; who they are comes after (docs/decisions/0031, 0045), or in the profile. */}
      {customer ? <CustomerHome /> : data.rol === 'adviser' ? <AdviserHome /> : <CashierHome />}
      {customer ? null : <IdentityCard data={data} />}
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
