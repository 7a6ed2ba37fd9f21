import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { RequiredFields, RequiredLegend } from '../../components/required-fields.tsx';
import { failureMessage } from '../../lib/api.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  ROOM_FIELDS,
  ROOM_STEPS,
  type RoomFormInput,
  type RoomFormOutput,
  roomFormSchema,
  stepOf,
} from './room-form.ts';
import { RoomFormStep } from './room-form-step.tsx';
import { createRoom, useRefreshRooms, useRoomOptions } from './rooms-api.ts';

/** /eventos-aci/crear: a room in four steps (event, when, people, review), every rule checked as typed. */
export default function CreateRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshRooms();
  const options = useRoomOptions();
  const [step, setStep] = useState(0);
  const form = useForm<RoomFormInput, unknown, RoomFormOutput>({
    resolver: zodResolver(roomFormSchema) as unknown as Resolver<RoomFormInput, unknown, RoomFormOutput>,
    mode: 'onTouched',
    defaultValues: {
      nombre: '',
      direccion: '',
      fechaHora: '',
      duracionHoras: 2,
      capacidad: 30,
      organizadorNombre: '',
      organizadorTelefono: '',
      presentador: '',
      segundoPresentador: '',
      moderadores: '',
    },
  });
  const mutation = useMutation({ mutationFn: createRoom });

  const next = async () => {
    if (await form.trigger([...ROOM_STEPS[step]!.fields])) setStep((s) => s + 1);
  };
  const submit = form.handleSubmit(async (values) => {
    let created: Awaited<ReturnType<typeof createRoom>>;
    try {
      created = await mutation.mutateAsync(values);
    } catch (error) {
      // A refusal about a field (a clash names the presenter, say) takes the person back to its step.
      const onField = serverFieldError(error, ROOM_FIELDS);
      if (onField) {
        setStep(stepOf(onField.field));
        form.setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true });
      }
      return;
    }
    showToast('success', created.message);
    await refresh();
    navigate(`/eventos-aci/sala/${created.data.idSala}`);
  });

  if (options.isPending) return <PageSpinner />;
  if (options.isError) return <LoadError onRetry={() => void options.refetch()} />;
  const refusal = serverFieldError(mutation.error, ROOM_FIELDS) ? null : failureMessage(mutation.error);
  const last = step === ROOM_STEPS.length - 1;
  return (
    <RequiredFields schema={roomFormSchema}>
      <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="create-room-page">
        <Typography variant="h1">{t('rooms.create.title')}</Typography>
        <Stepper activeStep={step} alternativeLabel sx={{ '& .MuiStepLabel-label': { fontSize: '0.75rem' } }}>
          {ROOM_STEPS.map((s) => (
            <Step key={s.label}>
              <StepLabel>{t(s.label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2}>
              <RequiredLegend />
              <RoomFormStep step={step} form={form} options={options.data} />
              {refusal ? (
                <Alert severity="error" data-testid="create-room-refusal">
                  {refusal}
                </Alert>
              ) : null}
              <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between' }}>
                <Button disabled={step === 0} onClick={() => setStep((s) => s - 1)} data-testid="create-room-back">
                  {t('rooms.create.back')}
                </Button>
                {last ? (
                  <Button
                    type="submit"
                    variant="contained"
                    disabled={mutation.isPending}
                    data-testid="create-room-submit"
                  >
                    {t('rooms.create.submit')}
                  </Button>
                ) : (
                  <Button key="next" variant="contained" onClick={() => void next()} data-testid="create-room-next">
                    {t('rooms.create.next')}
                  </Button>
                )}
              </Stack>
            </Stack>
          </Box>
        </Paper>
      </Stack>
    </RequiredFields>
  );
}
