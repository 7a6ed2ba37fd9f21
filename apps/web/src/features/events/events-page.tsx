import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GUEST_ID_MAX_LENGTH, GUEST_NAME_MAX_LENGTH } from '@vo/domain/rooms/room-config';
import { eventGuestRequestSchema } from '@vo/domain/rooms/rooms.schemas';
import { type Resolver, useForm } from 'react-hook-form';
import { EmptyState } from '../../components/empty-state.tsx';
import { FormNativeSelect } from '../../components/form-native-select.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { showOnField } from '../../lib/server-field-error.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { type GuestRequest, registerGuest, useEvents, useMyGuests } from './events-api.ts';

const FIELDS = ['idEvento', 'nombreCompleto', 'ci', 'fechaNacimiento'] as const;

/** /eventos: the events to come, a guest registered for one (spec §5 event guest), and the guests registered so far. */
export default function EventsPage() {
  const { t, i18n } = useTranslation();
  const events = useEvents();
  const guests = useMyGuests();
  const client = useQueryClient();
  const form = useForm<GuestRequest>({
    resolver: zodResolver(eventGuestRequestSchema) as unknown as Resolver<GuestRequest>,
    mode: 'onTouched',
    defaultValues: { nombreCompleto: '', ci: '', fechaNacimiento: '' },
  });
  const register = useMutation({ mutationFn: registerGuest });
  const submit = form.handleSubmit(async (values) => {
    try {
      const registered = await register.mutateAsync(values);
      showToast('success', registered.message);
      form.reset({ idEvento: values.idEvento, nombreCompleto: '', ci: '', fechaNacimiento: '' });
      await client.invalidateQueries({ queryKey: ['events'] });
    } catch (error) {
      showOnField(form.setError, error, FIELDS);
    }
  });

  if (events.isPending) return <PageSpinner />;
  if (events.isError) return <LoadError onRetry={() => void events.refetch()} />;
  return (
    <RequiredFields schema={eventGuestRequestSchema}>
      <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="events-page">
        <Typography variant="h1">{t('events.page.title')}</Typography>
        <Typography color="text.secondary">{t('events.page.intro')}</Typography>
        {events.data.length === 0 ? (
          <EmptyState
            picture="event"
            text={t('events.page.none')}
            action={{ label: t('emptyState.goHome'), to: '/' }}
            testId="events-empty"
          />
        ) : (
          <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
            <Box component="form" noValidate onSubmit={submit}>
              <Stack spacing={2}>
                <FormNativeSelect
                  control={form.control}
                  name="idEvento"
                  label={t('events.field.event')}
                  placeholder={t('rooms.field.choose')}
                  options={events.data.map((e) => ({
                    value: e.idEvento,
                    label: `${e.nombre} · ${formatInstant(e.fechaHora, i18n.language)} · ${e.lugar}`,
                  }))}
                />
                <FormTextField
                  control={form.control}
                  name="nombreCompleto"
                  label={t('events.field.fullName')}
                  inputProps={{ maxLength: GUEST_NAME_MAX_LENGTH }}
                />
                <FormTextField
                  control={form.control}
                  name="ci"
                  label={t('events.field.ci')}
                  inputProps={{ maxLength: GUEST_ID_MAX_LENGTH }}
                />
                <FormTextField
                  control={form.control}
                  name="fechaNacimiento"
                  type="date"
                  label={t('events.field.birthDate')}
                />
                <Button type="submit" variant="contained" disabled={register.isPending} data-testid="events-submit">
                  {t('events.submit')}
                </Button>
              </Stack>
            </Box>
          </Paper>
        )}
        <Typography variant="h2">{t('events.mine')}</Typography>
        {guests.data && guests.data.length > 0 ? (
          <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }} data-testid="events-guests">
            {guests.data.map((g) => (
              <Paper key={g.idInvitado} component="li" elevation={0} sx={{ p: 1.5, listStyle: 'none' }}>
                <Typography sx={{ fontWeight: 600 }}>{g.nombreCompleto}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {g.ci} · {formatCalendarDate(g.fechaNacimiento, i18n.language)} · {g.evento}
                </Typography>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{t('events.mineEmpty')}</Typography>
        )}
      </Stack>
    </RequiredFields>
  );
}
