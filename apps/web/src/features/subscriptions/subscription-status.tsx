import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { SubscriptionStandingWire, SubscriptionWire } from '@vo/domain/subscriptions/subscription.schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { failureMessage } from '../../lib/api.ts';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { cancelSubscription, resumeSubscription, useRefreshSubscription } from './subscriptions-api.ts';

const COLOUR: Record<SubscriptionStandingWire, 'success' | 'warning' | 'error' | 'default'> = {
  activa: 'success',
  cancelada: 'warning',
  en_mora: 'error',
  finalizada: 'default',
};

type Change = { action: 'cancel' | 'resume'; key: string };

/** The subscription as it stands: plan, state, the period paid, the card; cancel or resume, each confirmed first. */
export function SubscriptionStatus({ subscription }: { subscription: SubscriptionWire }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const refresh = useRefreshSubscription();
  const [asking, setAsking] = useState<Change | null>(null);
  const id = subscription.idSuscripcion;
  const change = useMutation({
    mutationFn: ({ action, key }: Change) => (action === 'cancel' ? cancelSubscription : resumeSubscription)(id, key),
  });
  const date = formatCalendarDate(subscription.finPeriodo, i18n.language);
  const price = amount(subscription.monto, subscription.moneda);
  const lines: Record<SubscriptionStandingWire, string> = {
    activa: t('subscriptionPage.activeLine', { date }),
    cancelada: t('subscriptionPage.cancelledLine', { date }),
    en_mora: t('subscriptionPage.pastDueLine', {
      date,
      until: formatCalendarDate(subscription.pagarHasta ?? subscription.finPeriodo, i18n.language),
    }),
    finalizada: t('subscriptionPage.endedLine', { date }),
  };
  // A fresh key per confirmation: a repeated press of the same confirmation takes effect once.
  const ask = (action: Change['action']) => setAsking({ action, key: `${action}-${id}-${crypto.randomUUID()}` });
  const confirm = async () => {
    if (!asking) return;
    try {
      showToast('success', (await change.mutateAsync(asking)).message ?? '');
    } catch (error) {
      showToast('error', failureMessage(error) ?? t('platform.loadError'));
    }
    setAsking(null);
    await refresh();
  };
  return (
    <Paper elevation={0} sx={{ p: 2 }} data-testid="subscription-status" data-state={subscription.estado}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>
            {t(`subscriptionPage.plan.${subscription.plan}`)} ·{' '}
            {t(`subscriptionPage.price.${subscription.plan}`, { amount: price })}
          </Typography>
          <Chip
            size="small"
            color={COLOUR[subscription.estado]}
            label={t(`subscriptionPage.state.${subscription.estado}`)}
            data-testid="subscription-state"
          />
        </Stack>
        <Typography data-testid="subscription-period">{lines[subscription.estado]}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid="subscription-card">
          {t('subscriptionPage.card', {
            brand: subscription.tarjeta.marca.toUpperCase(),
            last4: subscription.tarjeta.ultimos4,
          })}
        </Typography>
        {subscription.estado === 'activa' ? (
          <Button
            color="warning"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => ask('cancel')}
            data-testid="subscription-cancel"
          >
            {t('subscriptionPage.cancel')}
          </Button>
        ) : null}
        {subscription.estado === 'cancelada' ? (
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => ask('resume')}
            data-testid="subscription-resume"
          >
            {t('subscriptionPage.resume')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        title={t(asking?.action === 'resume' ? 'subscriptionPage.resumeTitle' : 'subscriptionPage.cancelTitle')}
        text={
          asking?.action === 'resume'
            ? t('subscriptionPage.resumeText', { amount: price, date })
            : t('subscriptionPage.cancelText', { date })
        }
        keepLabel={t('subscriptionPage.keep')}
        confirmLabel={t(asking?.action === 'resume' ? 'subscriptionPage.resume' : 'subscriptionPage.cancel')}
        onKeep={() => setAsking(null)}
        onConfirm={() => void confirm()}
        busy={change.isPending}
        color={asking?.action === 'resume' ? 'primary' : 'warning'}
        confirmTestId="subscription-confirm"
      />
    </Paper>
  );
}
