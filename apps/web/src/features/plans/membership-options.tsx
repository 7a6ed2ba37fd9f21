import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { UpgradeValues } from './plan-request.ts';
import type { UpgradeOption } from './plans-api.ts';

interface Props {
  control: Control<UpgradeValues>;
  options: readonly UpgradeOption[];
  currency: string;
  /** A membership chosen: the form starts its initial amount at that one's suggestion. */
  onChosen: (option: UpgradeOption) => void;
}

/** The memberships above the current one, each with what it costs on top: few enough to show them all. */
export function MembershipOptions({ control, options, currency, onChosen }: Props) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  const labelId = useId();
  return (
    <Controller
      control={control}
      name="membresia"
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormLabel id={labelId}>{t('plan.chooseMembership')}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name={field.name}
            value={field.value}
            onChange={(_event, value) => {
              field.onChange(value);
              const chosen = options.find((option) => option.membresia === value);
              if (chosen) onChosen(chosen);
            }}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.membresia}
                value={option.membresia}
                control={<Radio />}
                data-testid={`upgrade-option-${option.membresia}`}
                sx={{ alignItems: 'flex-start', my: 0.5, mr: 0, '& .MuiRadio-root': { pt: 0.5 } }}
                label={
                  <Stack sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{option.nombre}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('plan.difference', { amount: amount(option.diferencia, currency) })}
                    </Typography>
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
          {fieldState.error?.message ? <FormHelperText>{t(fieldState.error.message)}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}
