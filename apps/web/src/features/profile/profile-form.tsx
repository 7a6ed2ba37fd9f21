import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { normalisePhonePrefix } from '@vo/domain/profile/phone.rules';
import {
  type ProfileForm as ProfileFormOutput,
  profileFormSchema,
  toProfileUpdateRequest,
} from '@vo/domain/profile/profile.rules';
import type { ProfileUpdateData } from '@vo/domain/profile/profile.wire';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { DialogForm } from '../../components/dialog-form.tsx';
import { EmailInput } from '../../components/email-input.tsx';
import { FormNativeSelect } from '../../components/form-native-select.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { PhoneFields } from '../../components/phone-fields.tsx';
import { RequiredLegend } from '../../components/required-fields.tsx';
import { failureMessage } from '../../lib/api.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { profileKeys, saveProfile, useCities, useCountries } from './profile-api.ts';
import { userProfileKey } from './user-profile.ts';

/** What the dialog holds: a country or city not chosen yet is null; city 0 is "my city is not listed". */
interface ProfileValues {
  correo: string;
  paisId: number | null;
  ciudadId: number | null;
  prefijo: string;
  telefono: string;
}

// The server names the field a refusal is about (data.campo): it is shown next to that field.
const SERVER_FIELDS = ['correo', 'paisId', 'ciudadId', 'telefono'] as const;

/** The server already answers the city as 0 ("not listed") or null (not chosen) and the phone without prefix. */
function initialValues(data: ProfileUpdateData): ProfileValues {
  return {
    correo: data.correo,
    paisId: data.paisId,
    ciudadId: data.ciudadId,
    prefijo: normalisePhonePrefix(data.prefijo),
    telefono: data.telefono,
  };
}

interface Props {
  initial: ProfileUpdateData;
  /** Absent while the update is mandatory: the person cannot leave without saving. */
  onCancel?: () => void;
  /** Why the person is asked, when the dialog opened by itself. */
  intro?: string;
  onSaved: (message: string) => void;
}

/** E-mail, country, city, prefix and phone (spec §2 "Profile-update dialog", §5 rules). */
export function ProfileForm({ initial, onCancel, intro, onSaved }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setValue, setError, formState } = useForm<ProfileValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileFormSchema) as unknown as Resolver<ProfileValues, unknown, ProfileFormOutput>,
    mode: 'onTouched',
    defaultValues: initialValues(initial),
  });
  const paisId = useWatch({ control, name: 'paisId' });
  const countries = useCountries();
  const cities = useCities(paisId);

  const mutation = useMutation({
    mutationFn: saveProfile,
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(profileKeys.updateCheck, data);
      void queryClient.invalidateQueries({ queryKey: userProfileKey });
      void queryClient.invalidateQueries({ queryKey: ['home'] });
      onSaved(message ?? t('profile.saved'));
    },
    onError: (error) => {
      const onField = serverFieldError(error, SERVER_FIELDS);
      if (onField) setError(onField.field, { type: 'server', message: onField.message });
    },
  });

  // Spec §4: choosing a country sets the prefix, clears the city and loads that country's cities.
  const chooseCountry = (id: number | null) => {
    const country = countries.data?.find((c) => c.idpais === id);
    setValue('prefijo', normalisePhonePrefix(country?.PrefijoTelefono));
    setValue('ciudadId', null);
  };

  const countryOptions = (countries.data ?? []).map((c) => ({ value: c.idpais, label: c.nombre }));
  const cityOptions = [
    ...(cities.data ?? []).map((c) => ({ value: c.idciudad, label: c.nombre })),
    { value: 0, label: t('profile.cityNotListed') },
  ];
  const unplacedFailure = serverFieldError(mutation.error, SERVER_FIELDS) ? null : failureMessage(mutation.error);
  const hasErrors = Object.keys(formState.errors).length > 0;

  return (
    <DialogForm
      schema={profileFormSchema}
      onSubmit={handleSubmit((form) => mutation.mutate(toProfileUpdateRequest(form)))}
      onCancel={onCancel}
      cancelLabel={t('profile.cancel')}
      submitLabel={t('profile.save')}
      submitDisabled={hasErrors || mutation.isPending}
      testId="profile"
    >
      {intro ? (
        <Typography variant="body2" color="text.secondary">
          {intro}
        </Typography>
      ) : null}
      <RequiredLegend />
      <FormTextField
        control={control}
        name="correo"
        label={t('profile.email')}
        type="email"
        autoComplete="email"
        input={EmailInput}
      />
      <FormNativeSelect
        control={control}
        name="paisId"
        label={t('profile.country')}
        placeholder={t('profile.choose')}
        options={countryOptions}
        onValueChange={chooseCountry}
      />
      <FormNativeSelect
        control={control}
        name="ciudadId"
        label={t('profile.city')}
        placeholder={t('profile.choose')}
        options={cityOptions}
        disabled={!paisId}
      />
      <PhoneFields
        control={control}
        prefixName="prefijo"
        phoneName="telefono"
        prefixLabel={t('profile.prefix')}
        phoneLabel={t('profile.phone')}
      />
      {unplacedFailure ? <Alert severity="error">{unplacedFailure}</Alert> : null}
    </DialogForm>
  );
}
