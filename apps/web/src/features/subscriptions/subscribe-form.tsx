import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionHomeWire, SubscriptionPlanWire } from '@vo/domain/subscriptions/subscription.schemas';
import { useId, useMemo, useState } from 'react';
import { showToast } from '../../lib/toast-bus.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { PaymentBase } from '../payments/index.ts';
import { CardPaymentForm } from '../payments/index.ts';
import { subscribe, useRefreshSubscription } from './subscriptions-api.ts';

type Choice = { marca: string; plan: SubscriptionPlanWire };

/**
 * The plan, then the card of the payment page's form: the first period is charged now, one charge however
 * often the button is pressed. A refusal about the brand or the plan (already subscribed) shows under the plan.
 */
export function SubscribeForm({ home, title }: { home: SubscriptionHomeWire; title: string }) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  const refresh = useRefreshSubscription();
  const labelId = useId();
  const helperId = useId();
  const [plan, setPlan] = useState<SubscriptionPlanWire>('mensual');
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = home.planes.find((offer) => offer.plan === plan) ?? home.planes[0]!;
  const base = useMemo<PaymentBase<Choice>>(
    () => ({
      read: async () => {
        setRefusal(null);
        return { marca: home.marca, plan };
      },
      fields: ['marca', 'plan'],
      refuse: (_field, message) => setRefusal(message),
      // The first period is confirmed before the card is charged, as every charge is (docs/decisions/0045).
      charge: () => ({ monto: chosen.monto, moneda: chosen.moneda }),
    }),
    [home.marca, plan, chosen.monto, chosen.moneda],
  );
  return (
    <Paper elevation={0} sx={{ p: 2 }} data-testid="subscribe-form">
      <Stack spacing={2}>
        <Typography variant="h2">{title}</Typography>
        <FormControl error={refusal !== null}>
          <FormLabel id={labelId}>{t('subscriptionPage.choosePlan')}</FormLabel>
          <RadioGroup
            name="plan"
            aria-labelledby={labelId}
            aria-describedby={refusal ? helperId : undefined}
            value={plan}
            onChange={(event) => setPlan(event.target.value as SubscriptionPlanWire)}
          >
            {home.planes.map((offer) => (
              <FormControlLabel
                key={offer.plan}
                value={offer.plan}
                control={<Radio />}
                data-testid={`subscription-plan-${offer.plan}`}
                label={`${t(`subscriptionPage.plan.${offer.plan}`)} · ${t(`subscriptionPage.price.${offer.plan}`, {
                  amount: amount(offer.monto, offer.moneda),
                })}`}
              />
            ))}
          </RadioGroup>
          {refusal ? (
            <FormHelperText id={helperId} data-testid="subscription-refusal">
              {refusal}
            </FormHelperText>
          ) : null}
        </FormControl>
        <CardPaymentForm
          base={base}
          send={subscribe}
          submitLabel={t('subscriptionPage.subscribe', { amount: amount(chosen.monto, chosen.moneda) })}
          onPaid={async (answer) => {
            showToast('success', answer.message ?? '');
            await refresh();
          }}
        />
      </Stack>
    </Paper>
  );
}
