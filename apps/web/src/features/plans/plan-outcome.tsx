import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { PlanChangeResult } from '@vo/domain/plans/plan.rules';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Answered } from '../../lib/send-once.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { PlanSimulationView } from './plan-simulation-view.tsx';

interface Props {
  answer: Answered<PlanChangeResult>;
  currency: string;
  testId: string;
  /** Spec §4: an upgrade with overdue instalments ends in a warning to visit customer service instead. */
  warning?: boolean;
  fallbackMessage: string;
  children: ReactNode;
}

/** The end of a plan change: the server's sentence, the plan now in force (or requested), and where to go next. */
export function PlanOutcome({ answer, currency, testId, warning = false, fallbackMessage, children }: Props) {
  const shown = useRef<HTMLDivElement>(null);
  useEffect(() => {
    shown.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, []);
  return (
    <Stack ref={shown} spacing={2} data-testid={testId} data-result={answer.data.resultado}>
      <Alert severity={warning ? 'warning' : 'success'}>{answer.message || fallbackMessage}</Alert>
      <PlanSimulationView simulation={answer.data} currency={currency} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {children}
      </Stack>
    </Stack>
  );
}

/** A link shaped as a button, for the outcome's ways on. */
export function OutcomeLink({
  to,
  testId,
  primary,
  children,
}: {
  to: string;
  testId: string;
  primary?: boolean;
  children: ReactNode;
}) {
  return (
    <Button variant={primary ? 'contained' : 'outlined'} component={RouterLink} to={to} data-testid={testId}>
      {children}
    </Button>
  );
}

/** Shown instead of the form when the product cannot take a new plan now (overdue instalments, nothing left). */
export function PlanBlocked({ message, code }: { message: string; code: string | undefined }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" data-testid="plan-blocked" data-code={code}>
      {message || t('platform.loadError')}
    </Alert>
  );
}
