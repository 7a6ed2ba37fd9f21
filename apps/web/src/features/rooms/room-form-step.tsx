import Stack from '@mui/material/Stack';
import { PHONE_MAX_DIGITS } from '@vo/domain/profile/profile-config';
import {
  ROOM_ADDRESS_MAX_LENGTH,
  ROOM_CAPACITY_MAX,
  ROOM_CAPACITY_MIN,
  ROOM_MIN_HOURS_AHEAD,
  ROOM_NAME_MAX_LENGTH,
} from '@vo/domain/rooms/room-config';
import type { RoomOptions } from '@vo/domain/rooms/rooms.types';
import { formatBusinessLocalDateTime } from '@vo/domain/time';
import type { Control, UseFormReturn } from 'react-hook-form';
import { DetailLine } from '../../components/detail-line.tsx';
import { FormNativeSelect } from '../../components/form-native-select.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { AdviserField } from './adviser-field.tsx';
import { DURATION_CHOICES, type RoomFormInput, type RoomFormOutput } from './room-form.ts';

/** The earliest start the rules allow, as the date field's lower bound (the step still checks it). */
function earliestStart(): string {
  return formatBusinessLocalDateTime(new Date(Date.now() + ROOM_MIN_HOURS_AHEAD * 3_600_000));
}

type RoomForm = UseFormReturn<RoomFormInput, unknown, RoomFormOutput>;

/** The fields of one step of the create form, or the review of them all. */
export function RoomFormStep({
  step,
  form,
  options,
  organiserDocument,
}: {
  step: number;
  form: RoomForm;
  options: RoomOptions;
  organiserDocument: string;
}) {
  const { t } = useTranslation();
  // The fields read and write the form's input values; its output is the resolver's business.
  const control = form.control as unknown as Control<RoomFormInput>;
  if (step === 0)
    return (
      <>
        <FormNativeSelect
          control={control}
          name="idModelo"
          label={t('rooms.field.model')}
          placeholder={t('rooms.field.choose')}
          options={options.modelos.map((m) => ({ value: m.id, label: m.nombre }))}
        />
        <FormNativeSelect
          control={control}
          name="idCiudad"
          label={t('rooms.field.city')}
          placeholder={t('rooms.field.choose')}
          options={options.ciudades.map((c) => ({ value: c.id, label: c.nombre }))}
        />
        <FormTextField
          control={control}
          name="nombre"
          label={t('rooms.field.name')}
          inputProps={{ maxLength: ROOM_NAME_MAX_LENGTH }}
        />
        <FormTextField
          control={control}
          name="direccion"
          label={t('rooms.field.address')}
          inputProps={{ maxLength: ROOM_ADDRESS_MAX_LENGTH }}
        />
      </>
    );
  if (step === 1)
    return (
      <>
        <FormTextField
          control={control}
          name="fechaHora"
          type="datetime-local"
          label={t('rooms.field.dateTime')}
          helperText={t('rooms.create.whenHint')}
          inputProps={{ min: earliestStart() }}
        />
        <FormNativeSelect
          control={control}
          name="duracionHoras"
          label={t('rooms.field.duration')}
          placeholder={t('rooms.field.choose')}
          options={DURATION_CHOICES.map((hours) => ({ value: hours, label: t('rooms.field.hours', { hours }) }))}
        />
        <FormTextField
          control={control}
          name="capacidad"
          type="number"
          label={t('rooms.field.capacity')}
          inputProps={{ inputMode: 'numeric', min: ROOM_CAPACITY_MIN, max: ROOM_CAPACITY_MAX }}
        />
      </>
    );
  if (step === 2)
    return (
      <>
        {/* The organiser is the adviser creating the room (spec §5): their document is not asked. */}
        <DetailLine label={t('rooms.create.organiserDocument')} value={organiserDocument} testId="organiser-document" />
        <FormTextField control={control} name="organizadorNombre" label={t('rooms.field.organiserName')} />
        <FormTextField
          control={control}
          name="organizadorTelefono"
          label={t('rooms.field.organiserPhone')}
          inputProps={{ inputMode: 'numeric', maxLength: PHONE_MAX_DIGITS }}
        />
      </>
    );
  if (step === 3)
    return (
      <>
        <AdviserField control={control} name="presentador" label={t('rooms.field.presenter')} />
        <AdviserField control={control} name="segundoPresentador" label={t('rooms.field.secondPresenter')} />
        <FormTextField control={control} name="moderadores" label={t('rooms.field.moderators')} />
      </>
    );
  const values = form.getValues();
  const model = options.modelos.find((m) => m.id === Number(values.idModelo))?.nombre ?? '';
  const city = options.ciudades.find((c) => c.id === Number(values.idCiudad))?.nombre ?? '';
  return (
    <Stack spacing={1.5} data-testid="create-room-review">
      <DetailLine label={t('rooms.field.name')} value={values.nombre} testId="review-name" />
      <DetailLine label={t('rooms.field.model')} value={model} testId="review-model" />
      <DetailLine label={t('rooms.view.where')} value={`${values.direccion}, ${city}`} testId="review-where" />
      <DetailLine
        label={t('rooms.view.when')}
        value={`${String(values.fechaHora).replace('T', ' ')} · ${t('rooms.field.hours', { hours: values.duracionHoras })}`}
        testId="review-when"
      />
      <DetailLine label={t('rooms.field.capacity')} value={String(values.capacidad)} testId="review-capacity" />
      <DetailLine
        label={t('rooms.view.organiser')}
        value={`${values.organizadorNombre} · ${values.organizadorTelefono}`}
        testId="review-organiser"
      />
      <DetailLine label={t('rooms.field.presenter')} value={values.presentador} testId="review-presenter" />
    </Stack>
  );
}
