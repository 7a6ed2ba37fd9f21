import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { type CustomerDataInput, customerDataSchema } from '@vo/domain/prereservations/customer-data.schemas';
import type { PrereservationRequest } from '@vo/domain/prereservations/prereservation.schemas';
import { type ReactNode, useId, useState } from 'react';
import { type Control, Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormNativeSelect } from '../../components/form-native-select.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { failureMessage } from '../../lib/api.ts';
import { ApiFailure } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useDocumentTypes } from '../profile/invoice-api.ts';
import { useCities, useCountries } from '../profile/profile-api.ts';
import { prereserve, useLotDetail, useRefreshCatalogue } from './catalogue-api.ts';
import { PROJECTS_PATH, SOLD_PRODUCTS_PATH } from './catalogue-paths.ts';

type Values = CustomerDataInput;
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
const FIELDS = Object.keys(EMPTY) as (keyof Values)[];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
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
  return (
    <Controller
      control={control}
      name="genero"
      render={({ field, fieldState }) => (
        <FormControl fullWidth error={Boolean(fieldState.error)}>
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

/** What the payment-plan page chose, carried in the address; null when it is not a plan. */
function planFromAddress(params: URLSearchParams) {
  const idLote = Number(params.get('lote'));
  const formaPago = params.get('formaPago');
  if (!Number.isSafeInteger(idLote) || idLote <= 0 || (formaPago !== 'contado' && formaPago !== 'credito')) return null;
  if (formaPago === 'contado') return { idLote, formaPago } as const;
  const plazo = Number(params.get('plazo'));
  const cuotaInicial = params.get('cuotaInicial') ?? '';
  return { idLote, formaPago, cuotaInicial, plazo } as const;
}

/**
 * /formprereserva (spec §2, §3, §5): the buyer's data with the declarations, for the lot and plan chosen
 * on /forma-pago/lote. Every rule is the server's too; its refusals appear next to their field, and a lot
 * taken meanwhile, or a sixth pending pre-reservation, above the button.
 */
function PrereservationForm({ plan }: { plan: NonNullable<ReturnType<typeof planFromAddress>> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshCatalogue();
  const lot = useLotDetail(plan.idLote);
  const [key] = useState(() => `prereserva-${crypto.randomUUID()}`);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(customerDataSchema) as unknown as Resolver<Values>,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const country = useWatch({ control: form.control, name: 'paisResidencia' });
  const official = useWatch({ control: form.control, name: 'funcionarioPublico' });
  const countries = useCountries();
  const cities = useCities(typeof country === 'number' ? country : null);
  const documentTypes = useDocumentTypes();
  const send = useMutation({ mutationFn: (body: PrereservationRequest) => prereserve(body, key) });

  const submit = form.handleSubmit(async (cliente) => {
    setRefusal(null);
    try {
      const answer = await send.mutateAsync({ ...plan, cliente } as PrereservationRequest);
      await refresh();
      showToast('success', answer.message ?? t('prereservations.created', { name: cliente.nombres }));
      navigate(SOLD_PRODUCTS_PATH);
    } catch (error) {
      const campo =
        error instanceof ApiFailure ? (error.envelope.data as { campo?: string } | undefined)?.campo : undefined;
      const field = campo?.replace(/^cliente\./, '') as keyof Values | undefined;
      const message = failureMessage(error) ?? t('prereservations.couldNotRegister');
      if (field && FIELDS.includes(field)) form.setError(field, { type: 'server', message }, { shouldFocus: true });
      else setRefusal(message);
    }
  });

  if (lot.isPending) return <PageSpinner />;
  if (lot.isError) return <LoadError onRetry={() => void lot.refetch()} />;
  const text = (name: keyof Values, label: string, extra: Record<string, unknown> = {}) => (
    <FormTextField control={form.control} name={name} label={label} autoComplete="off" {...extra} />
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, minWidth: 0 }} data-testid="prereservation-page">
      <Typography variant="h1">{t('prereservationForm.title')}</Typography>
      <Typography color="text.secondary" data-testid="prereservation-lot">
        {t('prereservationForm.forLot', {
          project: lot.data.proyecto,
          block: lot.data.manzano,
          number: lot.data.numero,
          kind: t(plan.formaPago === 'contado' ? 'lotPlan.cash' : 'lotPlan.credit'),
        })}
      </Typography>
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <Section title={t('prereservationForm.buyer')}>
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
            {text('nroDocumento', t('prereservationForm.document'), { inputProps: { maxLength: 20 } })}
            {text('complemento', t('prereservationForm.complement'), { inputProps: { maxLength: 2 } })}
            {text('expedidoEn', t('prereservationForm.issuedIn'))}
            {text('fechaNacimiento', t('prereservationForm.birthDate'), { type: 'date' })}
            <GenderSelect control={form.control} />
          </Section>
          <Section title={t('prereservationForm.contact')}>
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
              inputProps: { inputMode: 'numeric', maxLength: 10 },
              autoComplete: 'tel-national',
            })}
            {text('correo', t('prereservationForm.email'), { type: 'email', autoComplete: 'email' })}
            <Box sx={{ gridColumn: '1 / -1' }}>
              {text('direccion', t('prereservationForm.address'), { inputProps: { maxLength: 200 } })}
            </Box>
          </Section>
          <Section title={t('prereservationForm.declarations')}>
            {text('ciudadNacimiento', t('prereservationForm.birthCity'))}
            {text('profesion', t('prereservationForm.profession'))}
            {text('actividadComercial', t('prereservationForm.activity'))}
            <Controller
              control={form.control}
              name="funcionarioPublico"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                  label={t('prereservationForm.publicOfficial')}
                />
              )}
            />
            {official ? text('institucion', t('prereservationForm.institution')) : null}
            {official ? text('cargo', t('prereservationForm.position')) : null}
          </Section>
          {refusal ? (
            <Alert severity="error" data-testid="prereservation-refusal">
              {refusal}
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={send.isPending}
            data-testid="prereservation-submit"
          >
            {t('prereservationForm.submit')}
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}

export default function PrereservationFormPage() {
  const [params] = useSearchParams();
  const plan = planFromAddress(params);
  // Without a lot and a plan there is nothing to pre-reserve: the projects are where one starts.
  if (!plan) return <Navigate to={PROJECTS_PATH} replace />;
  return <PrereservationForm plan={plan} />;
}
