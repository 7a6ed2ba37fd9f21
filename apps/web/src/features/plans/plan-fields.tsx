import Box from '@mui/material/Box';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormNativeSelect } from '../../components/form-native-select.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

interface Props<V extends FieldValues> {
  control: Control<V>;
  currency: string;
  terms: readonly number[];
  /** Under the initial amount: what the form started with. */
  initialHint: string;
}

/** The initial amount and the term of a plan, side by side where there is room. */
export function PlanFields<V extends FieldValues>({ control, currency, terms, initialHint }: Props<V>) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
      <FormTextField
        control={control}
        name={'cuotaInicial' as Path<V>}
        label={t('plan.initialLabel', { currency })}
        autoComplete="off"
        helperText={initialHint}
        inputProps={{ inputMode: 'decimal', maxLength: 20 }}
      />
      <FormNativeSelect
        control={control}
        name={'plazo' as Path<V>}
        label={t('plan.term')}
        placeholder={t('plan.chooseTerm')}
        options={terms.map((months) => ({ value: months, label: t('plan.termMonths', { months }) }))}
      />
    </Box>
  );
}
