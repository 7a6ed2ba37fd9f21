import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** One labelled fact about the person (home, profile); a missing value shows as a dash. */
export function DetailLine({ label, value, testId }: { label: string; value: string | null; testId: string }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
    </Stack>
  );
}
