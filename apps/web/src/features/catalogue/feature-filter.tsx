import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { LotFeatureFilter } from '@vo/domain/catalogue/catalogue.rules';
import { parseAmountToCents } from '@vo/domain/money';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

/** The features filter as typed (spec §2 /mapa/proyecto_caracteristicas): area, price, corner, avenue. */
export interface FeatureDraft {
  areaMin: string;
  areaMax: string;
  priceMin: string;
  priceMax: string;
  corner: '' | 'si' | 'no';
  avenue: '' | 'si' | 'no';
}

export const EMPTY_FEATURES: FeatureDraft = {
  areaMin: '',
  areaMax: '',
  priceMin: '',
  priceMax: '',
  corner: '',
  avenue: '',
};

type NumberField = 'areaMin' | 'areaMax' | 'priceMin' | 'priceMax';
const yesNo = (value: '' | 'si' | 'no') => (value === '' ? undefined : value === 'si');

/** The filter a draft stands for, and the fields that cannot be read (shown next to them). */
export function featureFilterOf(draft: FeatureDraft): { filter: LotFeatureFilter; invalid: NumberField[] } {
  const invalid: NumberField[] = [];
  const cents = (field: NumberField) => {
    const text = draft[field].trim();
    if (!text) return undefined;
    const value = parseAmountToCents(text);
    if (value === null) invalid.push(field);
    return value ?? undefined;
  };
  const area = (field: NumberField) => {
    const value = cents(field);
    return value === undefined ? undefined : Number(value) / 100;
  };
  return {
    filter: {
      areaMin: area('areaMin'),
      areaMax: area('areaMax'),
      priceMinCents: cents('priceMin'),
      priceMaxCents: cents('priceMax'),
      corner: yesNo(draft.corner),
      facesAvenue: yesNo(draft.avenue),
    },
    invalid,
  };
}

function YesNo({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const options = [
    ['', t('features.any')],
    ['si', t('features.yes')],
    ['no', t('features.no')],
  ] as const;
  return <ChoiceSelect label={label} name={testId} value={value} onChange={onChange} options={options} />;
}

/** Live: the map or the list follows each change; a number that cannot be read says so under its field. */
export function FeatureFilterForm({ draft, onChange }: { draft: FeatureDraft; onChange: (d: FeatureDraft) => void }) {
  const { t } = useTranslation();
  const { invalid } = featureFilterOf(draft);
  const number = (field: NumberField, label: string) => (
    <TextInput
      label={label}
      name={field}
      value={draft[field]}
      onChange={(event) => onChange({ ...draft, [field]: event.target.value })}
      error={invalid.includes(field)}
      helperText={invalid.includes(field) ? t('catalogue.amountInvalid') : undefined}
      inputProps={{ inputMode: 'decimal', maxLength: 12, 'data-testid': `feature-${field}` }}
      autoComplete="off"
    />
  );
  return (
    <Paper elevation={0} sx={{ p: 2 }} data-testid="feature-filter">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
        }}
      >
        {number('areaMin', t('features.areaMin'))}
        {number('areaMax', t('features.areaMax'))}
        {number('priceMin', t('features.priceMin'))}
        {number('priceMax', t('features.priceMax'))}
        <YesNo
          label={t('features.corner')}
          value={draft.corner}
          onChange={(v) => onChange({ ...draft, corner: v as FeatureDraft['corner'] })}
          testId="feature-corner"
        />
        <YesNo
          label={t('features.avenue')}
          value={draft.avenue}
          onChange={(v) => onChange({ ...draft, avenue: v as FeatureDraft['avenue'] })}
          testId="feature-avenue"
        />
      </Box>
    </Paper>
  );
}
