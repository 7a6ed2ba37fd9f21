import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { PlanSimulationWire } from '@vo/domain/plans/plan.rules';
import { DetailLine } from '../../components/detail-line.tsx';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** What a plan comes to: financed after the initial amount, the level monthly fee, and the interest over the term. */
export function PlanSimulationView({
  simulation,
  currency,
  stale = false,
}: {
  simulation: PlanSimulationWire;
  currency: string;
  stale?: boolean;
}) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, opacity: stale ? 0.55 : 1, transition: 'opacity 150ms' }}
      data-testid="plan-simulation"
      aria-busy={stale}
      aria-live="polite"
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        <DetailLine
          label={t('plan.financed')}
          value={amount(simulation.montoFinanciado, currency)}
          testId="plan-financed"
        />
        <DetailLine
          label={t('plan.monthlyFee')}
          value={t('plan.monthlyFeeValue', {
            amount: amount(simulation.cuotaMensual, currency),
            months: simulation.plazo,
          })}
          testId="plan-monthly-fee"
        />
        <DetailLine label={t('plan.initial')} value={amount(simulation.cuotaInicial, currency)} testId="plan-initial" />
        <DetailLine
          label={t('plan.totalInterest')}
          value={amount(simulation.interesTotal, currency)}
          testId="plan-total-interest"
        />
      </Box>
    </Paper>
  );
}
