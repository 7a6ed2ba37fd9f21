import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { PrepaidBalance } from '@vo/domain/payments/payments.schemas';
import { useEffect, useRef } from 'react';
import { DetailLine } from '../../components/detail-line.tsx';
import { formatInstantDate } from '../../lib/format-instant.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** Spec §4 card states in words and colour. */
const STATE: Record<PrepaidBalance['estado'], { label: MessageKey; color: ChipProps['color'] }> = {
  habilitada: { label: 'prepaid.stateEnabled', color: 'success' },
  no_habilitada: { label: 'prepaid.stateNotEnabled', color: 'warning' },
  vencida: { label: 'prepaid.stateExpired', color: 'default' },
};

/** What a prepaid card holds: its last digits, balance, state and expiry. */
export function PrepaidBalanceView({ balance }: { balance: PrepaidBalance }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const shown = useRef<HTMLDivElement>(null);
  const state = STATE[balance.estado] as (typeof STATE)[PrepaidBalance['estado']] | undefined;
  // On a phone the answer lands below the keyboard's fold.
  useEffect(() => {
    shown.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, []);
  return (
    <Paper
      ref={shown}
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="prepaid-balance"
      data-state={balance.estado}
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h2" data-testid="prepaid-ending">
            {t('prepaid.ending', { digits: balance.terminacion })}
          </Typography>
          <Chip
            size="small"
            color={state?.color ?? 'default'}
            label={state ? t(state.label) : balance.estado}
            data-testid="prepaid-state"
          />
        </Stack>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <DetailLine
            label={t('prepaid.balance')}
            value={amount(balance.saldo, balance.moneda)}
            testId="prepaid-amount"
          />
          <DetailLine
            label={t('prepaid.expires')}
            value={formatInstantDate(balance.vence, i18n.language)}
            testId="prepaid-expiry"
          />
        </Box>
      </Stack>
    </Paper>
  );
}
