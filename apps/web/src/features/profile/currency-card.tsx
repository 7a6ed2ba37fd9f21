import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENCIES, DEFAULT_CURRENCY, type DisplayCurrency } from '@vo/domain/config';
import { isDisplayCurrency } from '@vo/domain/currency/currency.rules';
import { numberFormat } from '@vo/domain/intl';
import type { ProfilePage } from '@vo/domain/profile/profile.wire';
import { useId } from 'react';
import { formatInstant } from '../../lib/format-instant.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useExchangeRates, useMoneyFormatter } from './display-currency.ts';
import { formatUsdCents } from './money-format.ts';
import { saveCurrency } from './profile-api.ts';
import { userProfileKey } from './user-profile.ts';

/** A round amount to show what the chosen currency does to the figures of the portal. */
const EXAMPLE_CENTS = 10_000n;

/** The currency amounts are shown in (USD, EUR, GBP), the rates it uses and how fresh they are. */
export function CurrencyCard({ current }: { current: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const rates = useExchangeRates();
  const format = useMoneyFormatter();
  const chosen: DisplayCurrency = isDisplayCurrency(current) ? current : DEFAULT_CURRENCY;
  const mutation = useMutation({
    mutationFn: saveCurrency,
    onSuccess: ({ moneda, message }) => {
      queryClient.setQueryData<ProfilePage>(userProfileKey, (old) => (old ? { ...old, moneda } : old));
      showToast('success', message ?? t('currency.saved', { currency: moneda }));
    },
  });
  const rateFormat = numberFormat(i18n.language, { maximumFractionDigits: 4 });

  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="currency-card">
      <Stack spacing={2}>
        <Typography variant="h2">{t('profile.currencyTitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.currencyHelp')}
        </Typography>
        <FormControl size="small" sx={{ maxWidth: 280 }}>
          <InputLabel htmlFor={id} shrink>
            {t('profile.currency')}
          </InputLabel>
          <NativeSelect
            value={chosen}
            disabled={mutation.isPending}
            onChange={(event) => {
              if (isDisplayCurrency(event.target.value)) mutation.mutate(event.target.value);
            }}
            input={<OutlinedInput label={t('profile.currency')} notched />}
            inputProps={{ id, name: 'moneda', 'data-testid': 'currency-select' } as Record<string, string>}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {t(`currency.${code}`)}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
        {rates.data ? (
          <Stack spacing={0.5} data-testid="exchange-rates">
            {CURRENCIES.map((code) => ({ code, rate: rates.data.rates[code] }))
              .filter(({ code, rate }) => code !== DEFAULT_CURRENCY && rate !== undefined)
              .map(({ code, rate }) => (
                <Typography key={code} data-testid={`rate-${code}`}>
                  {t('profile.rate', { rate: rateFormat.format(rate ?? 1), currency: code })}
                </Typography>
              ))}
            {rates.data.actualizado ? (
              <Typography variant="caption" color="text.secondary">
                {t('profile.ratesOf', { date: formatInstant(rates.data.actualizado, i18n.language) })}
              </Typography>
            ) : (
              <Alert severity="info">{t('profile.ratesUnknown')}</Alert>
            )}
            {rates.data.desactualizado ? (
              <Alert severity="warning" data-testid="rates-outdated">
                {t('profile.ratesOutdated')}
              </Alert>
            ) : null}
          </Stack>
        ) : rates.isPending ? (
          // The rates' lines keep their place while they read, so the cards below do not move under a finger.
          <Stack spacing={0.5} aria-hidden>
            {CURRENCIES.filter((code) => code !== DEFAULT_CURRENCY).map((code) => (
              <Typography key={code}>
                <Skeleton width="40%" />
              </Typography>
            ))}
            <Typography variant="caption">
              <Skeleton width="55%" />
            </Typography>
          </Stack>
        ) : null}
        <Typography data-testid="money-example" sx={{ fontWeight: 600 }}>
          {t('profile.moneyExample', {
            usd: formatUsdCents(EXAMPLE_CENTS, DEFAULT_CURRENCY, {}, i18n.language),
            amount: format(EXAMPLE_CENTS),
          })}
        </Typography>
      </Stack>
    </Paper>
  );
}
