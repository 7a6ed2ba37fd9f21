import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { presentersRequestSchema } from '@vo/domain/rooms/rooms.schemas';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { showOnField } from '../../lib/server-field-error.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { AdviserField } from './adviser-field.tsx';
import { savePresenters, useRefreshRooms, useRoom } from './rooms-api.ts';
import { useRoomParams } from './use-room-params.ts';

interface PresenterValues {
  presentador: string;
  segundoPresentador: string;
}
const FIELDS = ['presentador', 'segundoPresentador'] as const;

/** /eventos-aci/sala/:id/administrar/presentadores: the creator changes presenters; the clash rules apply again. */
export default function ManagePresentersPage() {
  const { t } = useTranslation();
  const { roomId } = useRoomParams();
  const room = useRoom(roomId);
  const refresh = useRefreshRooms();
  const form = useForm<PresenterValues>({
    resolver: zodResolver(
      presentersRequestSchema.extend({
        segundoPresentador: presentersRequestSchema.shape.segundoPresentador.or(
          presentersRequestSchema.shape.presentador.length(0),
        ),
      }),
    ) as unknown as Resolver<PresenterValues>,
    mode: 'onTouched',
    defaultValues: { presentador: '', segundoPresentador: '' },
  });
  useEffect(() => {
    if (room.data)
      form.reset({
        presentador: room.data.presentador?.ci ?? '',
        segundoPresentador: room.data.segundoPresentador?.ci ?? '',
      });
  }, [room.data, form]);
  const save = useMutation({
    mutationFn: (values: PresenterValues) =>
      savePresenters(roomId, values.presentador, values.segundoPresentador || undefined),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      showToast('success', saved.message);
      await refresh();
    } catch (error) {
      showOnField(form.setError, error, FIELDS);
    }
  });
  if (room.isPending) return <PageSpinner />;
  if (room.isError) return <LoadError onRetry={() => void room.refetch()} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }} data-testid="manage-presenters-page">
      <Link component={RouterLink} to={`/eventos-aci/sala/${roomId}/administrar`}>
        {t('rooms.manage.title')}
      </Link>
      <Typography variant="h1">{t('rooms.manage.presenters')}</Typography>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <AdviserField control={form.control} name="presentador" label={t('rooms.field.presenter')} />
            <AdviserField control={form.control} name="segundoPresentador" label={t('rooms.field.secondPresenter')} />
            <Button type="submit" variant="contained" disabled={save.isPending} data-testid="presenters-save">
              {t('rooms.manage.savePresenters')}
            </Button>
          </Stack>
        </Box>
      </Paper>
    </Stack>
  );
}
