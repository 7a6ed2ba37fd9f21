import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { PHONE_MAX_DIGITS } from '@vo/domain/profile/profile-config';
import { PROSPECT_CITY_MAX_LENGTH, PROSPECT_NAME_MAX_LENGTH } from '@vo/domain/rooms/room-config';
import { type InvitationRequest, invitationRequestSchema } from '@vo/domain/rooms/rooms.schemas';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { EmailInput } from '../../components/email-input.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { failureMessage } from '../../lib/api.ts';
import { showOnField } from '../../lib/server-field-error.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { inviteProspect, useRefreshRooms } from './rooms-api.ts';
import { useRoomParams } from './use-room-params.ts';

type InviteValues = InvitationRequest;
const FIELDS = ['nombre', 'correo', 'telefono', 'ciudad'] as const;

/** /eventos-aci/sala/:id/invitar: a prospect by e-mail only, phone only or both (spec §3, §5). */
export default function InvitePage() {
  const { t } = useTranslation();
  const { roomId } = useRoomParams();
  const navigate = useNavigate();
  const refresh = useRefreshRooms();
  const form = useForm<InviteValues>({
    resolver: zodResolver(invitationRequestSchema) as unknown as Resolver<InviteValues>,
    mode: 'onTouched',
    defaultValues: { nombre: '', contacto: 'correo', correo: '', telefono: '', ciudad: '' },
  });
  const contact = useWatch({ control: form.control, name: 'contacto' });
  const mutation = useMutation({ mutationFn: (body: InviteValues) => inviteProspect(roomId, body) });
  const submit = form.handleSubmit(async (values) => {
    try {
      const invited = await mutation.mutateAsync(values);
      showToast('success', invited.message);
      await refresh();
      navigate(`/eventos-aci/sala/${roomId}`);
    } catch (error) {
      const message = failureMessage(error);
      if (!showOnField(form.setError, error, FIELDS) && message) showToast('error', message);
    }
  });
  return (
    <RequiredFields schema={invitationRequestSchema}>
      <Stack spacing={2} sx={{ maxWidth: 560 }} data-testid="invite-page">
        <Link component={RouterLink} to={`/eventos-aci/sala/${roomId}`}>
          {t('rooms.back')}
        </Link>
        <Typography variant="h1">{t('rooms.invite.title')}</Typography>
        <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2}>
              <FormTextField
                control={form.control}
                name="nombre"
                label={t('rooms.invite.name')}
                inputProps={{ maxLength: PROSPECT_NAME_MAX_LENGTH }}
              />
              <Controller
                control={form.control}
                name="contacto"
                render={({ field }) => (
                  <div>
                    <FormLabel id="invite-contact">{t('rooms.invite.contact')}</FormLabel>
                    <RadioGroup row aria-labelledby="invite-contact" {...field}>
                      <FormControlLabel value="correo" control={<Radio />} label={t('rooms.invite.byEmail')} />
                      <FormControlLabel value="telefono" control={<Radio />} label={t('rooms.invite.byPhone')} />
                      <FormControlLabel value="ambos" control={<Radio />} label={t('rooms.invite.byBoth')} />
                    </RadioGroup>
                  </div>
                )}
              />
              {contact !== 'telefono' ? (
                <FormTextField
                  control={form.control}
                  name="correo"
                  type="email"
                  label={t('rooms.invite.email')}
                  autoComplete="off"
                  input={EmailInput}
                />
              ) : null}
              {contact !== 'correo' ? (
                <FormTextField
                  control={form.control}
                  name="telefono"
                  label={t('rooms.invite.phone')}
                  inputProps={{ inputMode: 'numeric', maxLength: PHONE_MAX_DIGITS }}
                />
              ) : null}
              <FormTextField
                control={form.control}
                name="ciudad"
                label={t('rooms.invite.city')}
                inputProps={{ maxLength: PROSPECT_CITY_MAX_LENGTH }}
              />
              <Button type="submit" variant="contained" disabled={mutation.isPending} data-testid="invite-submit">
                {t('rooms.invite.submit')}
              </Button>
            </Stack>
          </Box>
        </Paper>
      </Stack>
    </RequiredFields>
  );
}
