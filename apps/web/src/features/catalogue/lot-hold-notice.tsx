import Alert from '@mui/material/Alert';
import { useTranslation } from '../../lib/use-translation.ts';
import { clockOf, secondsUntil, useSecondTick } from './lot-holds-store.ts';
import type { LotHoldState } from './use-lot-hold.ts';

/**
 * What the adviser on a lot's plans is told of her hold (docs/decisions/0064): how long it is hers, ticking; that
 * it ended; or why she could not have it (another adviser holds it, or she holds three already).
 */
export function LotHoldNotice({ hold }: { hold: LotHoldState }) {
  const { t } = useTranslation();
  const now = useSecondTick(hold.kind === 'held');
  if (hold.kind === 'refused') {
    return (
      <Alert severity="warning" data-testid="lot-hold-refused">
        {hold.message}
      </Alert>
    );
  }
  if (hold.kind !== 'held') return null;
  const left = secondsUntil(hold.endsAt, now);
  return left > 0 ? (
    <Alert severity="info" data-testid="lot-hold-own" data-seconds={left}>
      {t('lotHolds.yours', { time: clockOf(left) })}
    </Alert>
  ) : (
    <Alert severity="warning" data-testid="lot-hold-ended">
      {t('lotHolds.ended')}
    </Alert>
  );
}
