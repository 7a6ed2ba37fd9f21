import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { ApiFailure } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';

export type DayRangeInput = { desde: string; hasta: string };

/**
 * The first and last day of a summary of the console (payments by day, sales by adviser and project). The server
 * decides the range (at most a month, the first day first: domain back-office/day-range.ts) and its refusal, the
 * `failure` of the summary's query, shows under the first day's field.
 */
export function DayRangeFields({
  range,
  onChange,
  failure,
  testId,
  children,
}: {
  range: DayRangeInput;
  onChange: (range: DayRangeInput) => void;
  failure: unknown;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const refusal = failure instanceof ApiFailure ? (failure.envelope.message ?? t('platform.tryAgain')) : null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      {(['desde', 'hasta'] as const).map((field) => (
        <TextField
          key={field}
          type="date"
          label={t(field === 'desde' ? 'backOffice.from' : 'backOffice.to')}
          value={range[field]}
          onChange={(event) => onChange({ ...range, [field]: event.target.value })}
          error={field === 'desde' && refusal !== null}
          helperText={field === 'desde' ? refusal : null}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `${testId}-${field}` } }}
        />
      ))}
      {children}
    </Stack>
  );
}
