import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DOCUMENT_NUMBER_MAX_LENGTH } from '@vo/domain/config';
import { type CustomerDataInput, customerDataSchema } from '@vo/domain/prereservations/customer-data.schemas';
import {
  BUYER_ADDRESS_MAX_LENGTH,
  DOCUMENT_COMPLEMENT_MAX_LENGTH,
} from '@vo/domain/prereservations/prereservation-config';
import { PHONE_MAX_DIGITS } from '@vo/domain/profile/profile-config';
import { type ReactNode, useId } from 'react';
import { type Control, Controller, type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { EmailInput } from '../../components/email-input.tsx';
import { FormNativeSelect } from '../../components/form-native-select.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { RequiredFields, RequiredLegend, useRequiredField } from '../../components/required-fields.tsx';
import { ApiFailure } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useCities, useCountries, useDocumentTypes } from '../profile/index.ts';

export type Values = CustomerDataInput;
const EMPTY: Values = {
  nombres: '',
  apellidoPaterno: '',
  apellidoMaterno: '',
  nacionalidad: '',
  tipoDocumento: null as unknown as number,
  nroDocumento: '',
  complemento: '',
  expedidoEn: '',
  fechaNacimiento: '',
  genero: '' as Values['genero'],
  paisResidencia: null as unknown as number,
  ciudadResidencia: null as unknown as number,
  celular: '',
  correo: '',
  direccion: '',
  ciudadNacimiento: '',
  profesion: '',
  actividadComercial: '',
  funcionarioPublico: false,
  institucion: '',
  cargo: '',
};
export const BUYER_FIELDS = Object.keys(EMPTY) as (keyof Values)[];

/** A titled group of fields: h2 on a page of its own, h3 where the page gives the buyer an h2 of its own. */
export type SectionLevel = 'h2' | 'h3';

export function Section({
  title,
  level = 'h2',
  children,
}: {
  title: string;
  level?: SectionLevel;
  children: ReactNode;
}) {
  return (
    <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="subtitle1" component={level} sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        {children}
      </Box>
    </Paper>
  );
}

/** Spec §3 gender: a choice of letters, which the numeric select of the other forms does not hold. */
function GenderSelect({ control }: { control: Control<Values> }) {
  const { t } = useTranslation();
  const id = useId();
  const required = useRequiredField('genero');
  return (
    <Controller
      control={control}
      name="genero"
      render={({ field, fieldState }) => (
        <FormControl fullWidth error={Boolean(fieldState.error)} required={required}>
          <InputLabel htmlFor={id} shrink>
            {t('prereservationForm.gender')}
          </InputLabel>
          <NativeSelect
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            input={<OutlinedInput label={t('prereservationForm.gender')} notched inputRef={field.ref} />}
            inputProps={{ id, name: 'genero' }}
          >
            <option value="">{t('prereservationForm.choose')}</option>
            <option value="F">{t('prereservationForm.genderF')}</option>
            <option value="M">{t('prereservationForm.genderM')}</option>
            <option value="O">{t('prereservationForm.genderO')}</option>
          </NativeSelect>
          {fieldState.error?.message ? <FormHelperText>{t(fieldState.error.message as never)}</FormHelperText> : null}
        </FormControl>
      )}
    />
  );
}

/** The buyer's form: spec §3 customer data with its declarations, checked as the server checks it (spec §5). */
export function useBuyerForm(): UseFormReturn<Values> {
  return useForm<Values>({
    resolver: zodResolver(customerDataSchema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
}

/**
 * Shows a refusal of the server next to the buyer's field it names (data.campo "cliente.x"); answers
 * whether it did, else the page shows it elsewhere.
 */
export function showOnBuyerField(form: UseFormReturn<Values>, error: unknown, message: string): boolean {
  const campo =
    error instanceof ApiFailure ? (error.envelope.data as { campo?: string } | undefined)?.campo : undefined;
  const field = campo?.replace(/^cliente\./, '') as keyof Values | undefined;
  if (!field || !BUYER_FIELDS.includes(field) || !campo?.startsWith('cliente.')) return false;
  form.setError(field, { type: 'server', message }, { shouldFocus: true });
  return true;
}

/**
 * The three sections of the buyer's data: who, where and how to reach them, and the declarations. What the
 * server requires is marked from its schema, under the "* required" legend.
 */
export function BuyerFields({ form, level = 'h2' }: { form: UseFormReturn<Values>; level?: SectionLevel }) {
  const { t } = useTranslation();
  const country = useWatch({ control: form.control, name: 'paisResidencia' });
  const official = useWatch({ control: form.control, name: 'funcionarioPublico' });
  const countries = useCountries();
  const cities = useCities(typeof country === 'number' ? country : null);
  const documentTypes = useDocumentTypes();
  const text = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField control={form.control} name={name} label={label} autoComplete="off" {...extra} />
  );
  return (
    <RequiredFields schema={customerDataSchema}>
      <RequiredLegend />
      <Section title={t('prereservationForm.buyer')} level={level}>
        {text('nombres', t('prereservationForm.firstNames'), { autoComplete: 'given-name' })}
        {text('apellidoPaterno', t('prereservationForm.paternal'))}
        {text('apellidoMaterno', t('prereservationForm.maternal'))}
        {text('nacionalidad', t('prereservationForm.nationality'))}
        <FormNativeSelect
          control={form.control}
          name="tipoDocumento"
          label={t('prereservationForm.documentType')}
          placeholder={t('prereservationForm.choose')}
          options={(documentTypes.data ?? []).map((d) => ({ value: d.idTipoDocIdentidad, label: d.descripcion }))}
        />
        {text('nroDocumento', t('prereservationForm.document'), {
          inputProps: { maxLength: DOCUMENT_NUMBER_MAX_LENGTH },
        })}
        {text('complemento', t('prereservationForm.complement'), {
          inputProps: { maxLength: DOCUMENT_COMPLEMENT_MAX_LENGTH },
        })}
        {text('expedidoEn', t('prereservationForm.issuedIn'))}
        {text('fechaNacimiento', t('prereservationForm.birthDate'), { type: 'date' })}
        <GenderSelect control={form.control} />
      </Section>
      <Section title={t('prereservationForm.contact')} level={level}>
        <FormNativeSelect
          control={form.control}
          name="paisResidencia"
          label={t('prereservationForm.country')}
          placeholder={t('prereservationForm.choose')}
          options={(countries.data ?? []).map((c) => ({ value: c.idpais, label: c.nombre }))}
          onValueChange={() => form.setValue('ciudadResidencia', null as unknown as number)}
        />
        <FormNativeSelect
          control={form.control}
          name="ciudadResidencia"
          label={t('prereservationForm.city')}
          placeholder={t('prereservationForm.choose')}
          options={(cities.data ?? []).map((c) => ({ value: c.idciudad, label: c.nombre }))}
          disabled={!country}
        />
        {text('celular', t('prereservationForm.phone'), {
          inputProps: { inputMode: 'numeric', maxLength: PHONE_MAX_DIGITS },
          autoComplete: 'tel-national',
        })}
        {text('correo', t('prereservationForm.email'), { type: 'email', autoComplete: 'email', input: EmailInput })}
        <Box sx={{ gridColumn: '1 / -1' }}>
          {text('direccion', t('prereservationForm.address'), { inputProps: { maxLength: BUYER_ADDRESS_MAX_LENGTH } })}
        </Box>
      </Section>
      <Section title={t('prereservationForm.declarations')} level={level}>
        {text('ciudadNacimiento', t('prereservationForm.birthCity'))}
        {text('profesion', t('prereservationForm.profession'))}
        {text('actividadComercial', t('prereservationForm.activity'))}
        <Controller
          control={form.control}
          name="funcionarioPublico"
          render={({ field }) => (
            <FormControlLabel
              control={
                <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label={t('prereservationForm.publicOfficial')}
            />
          )}
        />
        {/* Required only for a public official: the schema alone lets them be empty, so they say it themselves. */}
        {official ? text('institucion', t('prereservationForm.institution'), { required: true }) : null}
        {official ? text('cargo', t('prereservationForm.position'), { required: true }) : null}
      </Section>
    </RequiredFields>
  );
}
