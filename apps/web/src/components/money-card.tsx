import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Amount } from './amount.tsx';

/** The state a money card speaks of; overdue is the only one drawn in colour, the rest stay quiet. */
export type MoneyTone = 'overdue' | 'due' | 'paid';

interface Props {
  /** what the amount is ("Vencido", "Próxima cuota") */
  title: string;
  amount: { value: string; currency: string };
  /** one line under the amount: by when, of what */
  detail?: ReactNode;
  tone: MoneyTone;
  /** the card's one action, full width ("Pagar 1.836,08 US$") */
  action?: ReactNode;
  testId: string;
  children?: ReactNode;
}

/**
 * "How much, by when, and what to do" in one card (docs/design.md, "MoneyCard"): the amount at display
 * size, one line of detail and one full-width action. An overdue card has a red edge and a tinted surface,
 * with its text in the dark red that keeps 8:1 on it: the state is said in words too, never by colour alone.
 */
export function MoneyCard({ title, amount, detail, tone, action, testId, children }: Props) {
  const overdue = tone === 'overdue';
  return (
    <Paper
      component="section"
      elevation={1}
      data-testid={testId}
      data-tone={tone}
      sx={{
        p: { xs: 2, sm: 3 },
        borderLeft: 6,
        borderColor: overdue ? 'error.main' : tone === 'paid' ? 'success.main' : 'primary.main',
        bgcolor: overdue ? 'error.light' : 'background.paper',
      }}
    >
      <Stack spacing={1.5}>
        <Typography variant="h2" sx={{ color: overdue ? 'error.dark' : 'text.primary', fontSize: '1.125rem' }}>
          {title}
        </Typography>
        <Amount
          value={amount.value}
          currency={amount.currency}
          display
          testId={`${testId}-amount`}
          sx={{ color: overdue ? 'error.dark' : 'text.primary' }}
        />
        {detail ? (
          <Typography component="div" sx={{ color: overdue ? 'error.dark' : 'text.secondary' }}>
            {detail}
          </Typography>
        ) : null}
        {children}
        {action}
      </Stack>
    </Paper>
  );
}
