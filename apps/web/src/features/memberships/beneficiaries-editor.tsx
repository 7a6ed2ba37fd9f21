import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENT_NUMBER_MAX_LENGTH } from '@vo/domain/config';
import { BENEFICIARY_NAME_MAX_LENGTH } from '@vo/domain/memberships/membership-config';
import { TextInput } from '../../components/text-input.tsx';
import { useTranslation } from '../../lib/use-translation.ts';

export interface Beneficiary {
  nombre: string;
  documento: string;
}

interface Props {
  rows: Beneficiary[];
  range: { min: number; max: number };
  onChange: (rows: Beneficiary[]) => void;
  /** a message for a row's field ("beneficiarios.3.documento"), or for the list ("beneficiarios") */
  messageOf: (path: string) => string | undefined;
}

/** A corporate membership's beneficiaries (spec §5: family 5–12, corporation 5–999): a name and a document each. */
export function BeneficiariesEditor({ rows, range, onChange, messageOf }: Props) {
  const { t } = useTranslation();
  const set = (index: number, field: keyof Beneficiary, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));
  const listMessage = messageOf('beneficiarios');
  return (
    <Stack spacing={1.5} data-testid="beneficiaries">
      <Typography sx={{ fontWeight: 600 }}>
        {t('membershipsPage.beneficiaries', { count: rows.length, min: range.min, max: range.max })}
      </Typography>
      {listMessage ? (
        <Typography color="error" variant="body2" data-testid="beneficiaries-message">
          {listMessage}
        </Typography>
      ) : null}
      {rows.map((row, index) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place while being typed
          key={index}
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) auto',
            alignItems: 'start',
          }}
        >
          <TextInput
            label={t('membershipsPage.beneficiaryName', { n: index + 1 })}
            name={`beneficiarios.${index}.nombre`}
            value={row.nombre}
            onChange={(event) => set(index, 'nombre', event.target.value)}
            error={Boolean(messageOf(`beneficiarios.${index}.nombre`))}
            helperText={messageOf(`beneficiarios.${index}.nombre`)}
            inputProps={{ maxLength: BENEFICIARY_NAME_MAX_LENGTH }}
            autoComplete="off"
          />
          <TextInput
            label={t('membershipsPage.beneficiaryDocument')}
            name={`beneficiarios.${index}.documento`}
            value={row.documento}
            onChange={(event) => set(index, 'documento', event.target.value)}
            error={Boolean(messageOf(`beneficiarios.${index}.documento`))}
            helperText={messageOf(`beneficiarios.${index}.documento`)}
            inputProps={{ maxLength: DOCUMENT_NUMBER_MAX_LENGTH }}
            autoComplete="off"
          />
          <IconButton
            aria-label={t('membershipsPage.removeBeneficiary', { n: index + 1 })}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
            sx={{ mt: 1 }}
          >
            ×
          </IconButton>
        </Box>
      ))}
      <Button
        onClick={() => onChange([...rows, { nombre: '', documento: '' }])}
        disabled={rows.length >= range.max}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="add-beneficiary"
      >
        {t('membershipsPage.addBeneficiary')}
      </Button>
    </Stack>
  );
}
