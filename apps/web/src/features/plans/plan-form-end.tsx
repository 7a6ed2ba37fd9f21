import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { PlanSimulationWire } from '@vo/domain/plans/plan.rules';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { PlanSimulationView } from './plan-simulation-view.tsx';

/** What the end of a plan form shows of its change (usePlanChange). */
interface PlanChangeState {
  simulation: PlanSimulationWire | undefined;
  stale: boolean;
  refusal: string | null;
  noAnswer: boolean;
  canConfirm: boolean;
}

/**
 * The end both plan forms share: the plan the numbers come to, the server's refusal about no field of them
 * (or the warning that no answer came), and the button that confirms it.
 */
export function PlanFormEnd({
  plan,
  currency,
  confirmTestId,
  children,
}: {
  plan: PlanChangeState;
  currency: string;
  confirmTestId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {plan.simulation ? (
        <PlanSimulationView simulation={plan.simulation} currency={currency} stale={plan.stale} />
      ) : null}
      {plan.refusal ? (
        <Alert severity="error" data-testid="plan-refusal">
          {plan.refusal}
        </Alert>
      ) : plan.noAnswer ? (
        <Alert severity="warning">{t('plan.noAnswer')}</Alert>
      ) : null}
      <Button type="submit" variant="contained" size="large" disabled={!plan.canConfirm} data-testid={confirmTestId}>
        {children}
      </Button>
    </>
  );
}
