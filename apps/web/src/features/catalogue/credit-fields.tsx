import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { TextInput } from '../../components/text-input.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

export type PaymentKind = 'contado' | 'credito';

/** Cash or credit (spec §2 /forma-pago/lote, /membresias), each with the words its page uses. */
export function PaymentKindChoice(props: {
  value: PaymentKind;
  onChange: (kind: PaymentKind) => void;
  creditLabel: string;
  cashLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      row
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as PaymentKind)}
      aria-label={t('lotPlan.paymentKind')}
    >
      <FormControlLabel value="credito" control={<Radio />} label={props.creditLabel} />
      <FormControlLabel value="contado" control={<Radio />} label={props.cashLabel} />
    </RadioGroup>
  );
}

interface CreditProps {
  currency: string;
  initial: string;
  onInitial: (text: string) => void;
  term: number;
  onTerm: (months: number) => void;
  terms: readonly number[];
  /** under the initial amount while nothing is wrong with it */
  initialHint: string;
  /** the refusal of a field (the schema's or the server's), shown under it */
  messageOf: (field: 'cuotaInicial' | 'plazo') => string | undefined;
}

/** The initial amount and the term of a credit, side by side where there is room. */
export function CreditFields({
  currency,
  initial,
  onInitial,
  term,
  onTerm,
  terms,
  initialHint,
  messageOf,
}: CreditProps) {
  const { t } = useTranslation();
  const termId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
      <TextInput
        label={t('plan.initialLabel', { currency })}
        name="cuotaInicial"
        value={initial}
        onChange={(event) => onInitial(event.target.value)}
        error={Boolean(messageOf('cuotaInicial'))}
        helperText={messageOf('cuotaInicial') ?? initialHint}
        inputProps={{ inputMode: 'decimal', maxLength: 20 }}
        autoComplete="off"
      />
      <FormControl fullWidth error={Boolean(messageOf('plazo'))}>
        <InputLabel htmlFor={termId} shrink>
          {t('plan.term')}
        </InputLabel>
        <NativeSelect
          value={String(term)}
          onChange={(event) => onTerm(Number(event.target.value))}
          input={<OutlinedInput label={t('plan.term')} notched />}
          inputProps={{ id: termId, name: 'plazo' }}
        >
          {terms.map((months) => (
            <option key={months} value={months}>
              {t('plan.termMonths', { months })}
            </option>
          ))}
        </NativeSelect>
        {messageOf('plazo') ? <FormHelperText>{messageOf('plazo')}</FormHelperText> : null}
      </FormControl>
    </Box>
  );
}
