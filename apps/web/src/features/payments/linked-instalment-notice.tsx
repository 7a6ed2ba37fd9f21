import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { centsToDecimalString } from '@vo/domain/money';
import { Amount, AmountSentence } from '../../components/amount.tsx';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { LinkedInstalment } from './linked-instalment.ts';

/**
 * Above the amount, the instalment a reminder's link named: its number, due date and balance, and, when older
 * instalments are still owed, that they are paid with it (payments settle the oldest first). A link that names
 * nothing payable says so in one line and the page works as usual.
 */
export function LinkedInstalmentNotice({ linked, currency }: { linked: LinkedInstalment; currency: string }) {
  const { t, i18n } = useTranslation();
  if (linked.kind === 'none') return null;
  if (linked.kind === 'ignored') {
    return (
      <Alert severity="info" data-testid="linked-instalment-ignored">
        {t('payments.linkedIgnored')}
      </Alert>
    );
  }
  const { instalment, earlier, totalCents } = linked;
  return (
    <Alert severity="info" icon={false} data-testid="linked-instalment" data-instalment={instalment.nroCuota}>
      <Stack spacing={0.5}>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {t('payments.linkedTitle', {
            number: instalment.nroCuota,
            date: formatCalendarDate(instalment.fechaVencimiento, i18n.language),
          })}
        </Typography>
        <Typography variant="body2">
          <AmountSentence
            write={([amount]) => t('payments.linkedBalance', { amount })}
            amounts={[<Amount key="balance" value={instalment.saldo} currency={currency} />]}
          />
        </Typography>
        {earlier.length > 0 && (
          <Typography variant="body2" data-testid="linked-instalment-earlier">
            <AmountSentence
              write={([amount]) =>
                t('payments.linkedEarlier', {
                  count: earlier.length,
                  numbers: earlier.map((row) => row.nroCuota).join(', '),
                  amount,
                })
              }
              amounts={[<Amount key="total" value={centsToDecimalString(totalCents)} currency={currency} />]}
            />
          </Typography>
        )}
      </Stack>
    </Alert>
  );
}
