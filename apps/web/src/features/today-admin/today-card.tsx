import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TYPE_SCALE } from '../../components/design-tokens.ts';

/**
 * One card of Today: what it counts, the figure at display size, a line of detail and the way to its list (a
 * full-width link of 44 px at least: the list it opens is already narrowed to what the figure counts).
 */
export function TodayCard({
  title,
  figure,
  detail,
  link,
  testId,
  children,
}: {
  title: string;
  figure: ReactNode;
  detail?: ReactNode;
  link: { to: string; label: string };
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Paper component="section" elevation={1} data-testid={testId} sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Stack spacing={1.5} sx={{ height: '100%' }}>
        <Typography variant="h2" sx={{ fontSize: '1.125rem' }}>
          {title}
        </Typography>
        <Typography
          component="p"
          data-testid={`${testId}-figure`}
          sx={{ ...TYPE_SCALE.displayAmount, fontVariantNumeric: 'tabular-nums', m: 0 }}
        >
          {figure}
        </Typography>
        {detail ? (
          <Typography component="div" sx={{ color: 'text.secondary' }}>
            {detail}
          </Typography>
        ) : null}
        {children}
        {/* At the card's foot, so the links of a row of cards line up; never touching the line above. */}
        <Box sx={{ mt: 'auto !important', pt: 1 }}>
          <Button
            component={Link}
            to={link.to}
            variant="outlined"
            fullWidth
            sx={{ minHeight: 44 }}
            data-testid={`${testId}-link`}
          >
            {link.label}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
