import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { SubscribeForm } from './subscribe-form.tsx';
import { SubscriptionPayments } from './subscription-payments.tsx';
import { subscriptionBrandOf } from './subscription-routes.ts';
import { SubscriptionStatus } from './subscription-status.tsx';
import { useSubscriptionHome } from './subscriptions-api.ts';

/**
 * /suscripcion-{brand} (spec §2, behind the international-membership flag; docs/decisions/0016): the
 * international membership as a monthly or yearly plan paid by card. The form shows while there is no
 * subscription to keep: none yet, ended, or past due (paying with another card starts a new period).
 */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const brand = subscriptionBrandOf(useLocation().pathname);
  const home = useSubscriptionHome(brand);
  if (home.isPending) return <PageSpinner />;
  if (home.isError) return <LoadError onRetry={() => void home.refetch()} />;
  const subscription = home.data.suscripcion;
  const open = subscription === null || subscription.estado === 'en_mora' || subscription.estado === 'finalizada';
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="subscription-page">
      <Typography variant="h1">{t('subscriptionPage.title')}</Typography>
      <Typography color="text.secondary">{t('subscriptionPage.intro')}</Typography>
      {subscription ? <SubscriptionStatus subscription={subscription} /> : null}
      {open ? (
        <SubscribeForm
          home={home.data}
          title={t(
            subscription?.estado === 'en_mora' ? 'subscriptionPage.payAgainTitle' : 'subscriptionPage.subscribeTitle',
          )}
        />
      ) : null}
      {subscription ? <SubscriptionPayments subscription={subscription} /> : null}
    </Stack>
  );
}
