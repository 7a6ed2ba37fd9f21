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
import type { RoomOptions } from '@vo/domain/rooms/rooms.types';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { RequiredFields, RequiredLegend } from '../../components/required-fields.tsx';
import { failureMessage } from '../../lib/api.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { useSession } from '../../lib/session-store.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  presentersNotAdvisers,
  ROOM_FIELDS,
  ROOM_STEPS,
  type RoomFormInput,
  type RoomFormOutput,
  roomFormSchema,
  stepOf,
  stepRefusals,
} from './room-form.ts';
import { RoomFormStep } from './room-form-step.tsx';
import { adviserKnown, createRoom, useRefreshRooms } from './rooms-api.ts';

type RoomForm = ReturnType<typeof useForm<RoomFormInput, unknown, RoomFormOutput>>;

/** Whether a step's fields pass: their own rules, then those across fields, each message next to its field. */
async function stepPasses(form: RoomForm, step: number, organiserDocument: string): Promise<boolean> {
  const fields = ROOM_STEPS[step]!.fields;
  if (!(await form.trigger([...fields]))) return false;
  const values = form.getValues();
  const refusals = stepRefusals(step, values, { now: new Date(), organiserDocument });
  if (refusals.length === 0 && (fields as readonly string[]).includes('presentador'))
    for (const field of await presentersNotAdvisers(values, adviserKnown))
      refusals.push({ field, message: 'rooms.notAnAdviser' });
  refusals.forEach(({ field, message }, i) => {
    form.setError(field, { type: 'step', message }, { shouldFocus: i === 0 });
  });
  return refusals.length === 0;
}

/**
 * /eventos-aci/crear as a wizard (spec §2 "create room (in steps)"): event, when, organiser, presenters,
 * review. The organiser starts as the adviser creating it; each step checks its rules before the next.
 */
export function RoomWizard({ options }: { options: RoomOptions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshRooms();
  const session = useSession();
  const organiserDocument = options.organizador?.ci ?? session?.ci ?? '';
  const [step, setStep] = useState(0);
  const [checking, setChecking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<RoomFormInput, unknown, RoomFormOutput>({
    resolver: zodResolver(roomFormSchema) as unknown as Resolver<RoomFormInput, unknown, RoomFormOutput>,
    mode: 'onTouched',
    defaultValues: {
      nombre: '',
      direccion: '',
      fechaHora: '',
      duracionHoras: 2,
      capacidad: 30,
      organizadorNombre: options.organizador?.nombre ?? '',
      organizadorTelefono: options.organizador?.telefono ?? '',
      presentador: '',
      segundoPresentador: '',
      moderadores: '',
    },
  });
  const mutation = useMutation({ mutationFn: createRoom });
  // Focus goes to the line naming the new step, so a screen reader says where the person is; not when
  // a refusal sends them back, since the refused field takes the focus then.
  const goTo = (next: number, announce = true) => {
    setStep(next);
    if (announce) requestAnimationFrame(() => heading.current?.focus());
  };

  const next = async () => {
    setChecking(true);
    try {
      if (await stepPasses(form, step, organiserDocument)) goTo(step + 1);
    } finally {
      setChecking(false);
    }
  };
  const submit = form.handleSubmit(async (values) => {
    let created: Awaited<ReturnType<typeof createRoom>>;
    try {
      created = await mutation.mutateAsync(values);
    } catch (error) {
      // The server checks every rule again; one about a field takes the person back to its step.
      const onField = serverFieldError(error, ROOM_FIELDS);
      if (onField) {
        goTo(stepOf(onField.field), false);
        form.setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true });
      }
      return;
    }
    showToast('success', created.message);
    await refresh();
    navigate(`/eventos-aci/sala/${created.data.idSala}`);
  });

  const refusal = serverFieldError(mutation.error, ROOM_FIELDS) ? null : failureMessage(mutation.error);
  const last = step === ROOM_STEPS.length - 1;
  const label = t(ROOM_STEPS[step]!.label);
  return (
    <RequiredFields schema={roomFormSchema}>
      <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="create-room-page">
        <Typography variant="h1">{t('rooms.create.title')}</Typography>
        <Stepper
          activeStep={step}
          alternativeLabel
          aria-hidden
          sx={{ '& .MuiStepLabel-label': { fontSize: '0.75rem' } }}
        >
          {ROOM_STEPS.map((s) => (
            <Step key={s.label}>
              {/* Five labels do not fit side by side on a phone: there the line below names the step. */}
              <StepLabel sx={{ '& .MuiStepLabel-labelContainer': { display: { xs: 'none', sm: 'block' } } }}>
                {t(s.label)}
              </StepLabel>
            </Step>
          ))}
        </Stepper>
        <Typography
          ref={heading}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.125rem', outline: 'none' }}
          data-testid="create-room-step"
          data-step={step + 1}
        >
          {t('rooms.create.stepOf', { step: step + 1, total: ROOM_STEPS.length, label })}
        </Typography>
        <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
          <Box component="form" noValidate onSubmit={submit} aria-label={label}>
            <Stack spacing={2}>
              <RequiredLegend />
              <RoomFormStep step={step} form={form} options={options} organiserDocument={organiserDocument} />
              {refusal ? (
                <Alert severity="error" data-testid="create-room-refusal">
                  {refusal}
                </Alert>
              ) : null}
              <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between' }}>
                <Button disabled={step === 0} onClick={() => goTo(step - 1)} data-testid="create-room-back">
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
                  <Button
                    key="next"
                    variant="contained"
                    disabled={checking}
                    onClick={() => void next()}
                    data-testid="create-room-next"
                  >
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
