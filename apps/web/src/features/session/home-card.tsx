import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One answer of a home page ("what do I owe", "where do I stand"): a title, what it says, what to do. */
export function HomeCard({
  title,
  testId,
  action,
  children,
}: {
  title: string;
  testId: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Stack spacing={1.5}>
        <Typography variant="h2" sx={{ fontSize: { xs: '1.15rem', sm: '1.3rem' } }}>
          {title}
        </Typography>
        {children}
        {action ? (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {action}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
