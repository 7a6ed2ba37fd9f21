import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * One labelled fact about the person (home, profile); a missing value shows as a dash. An amount is
 * `nowrap`: on a phone it must not break between the figure and its currency ("431,80 / US$").
 */
export function DetailLine({
  label,
  value,
  testId,
  nowrap = false,
}: {
  label: string;
  value: string | null;
  testId: string;
  nowrap?: boolean;
}) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography data-testid={testId} sx={nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Stack>
  );
}
