import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { ROOM_CODE_LENGTH } from '@vo/domain/rooms/room-config';
import { joinRoomRequestSchema } from '@vo/domain/rooms/rooms.schemas';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { FormTextField } from '../../components/form-text-field.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { failureMessage } from '../../lib/api.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { joinRoom, useRefreshRooms } from './rooms-api.ts';

interface JoinValues {
  codigo: string;
}

/** /eventos-aci/unirse: an adviser joins another's room with its code, to bring prospects to it. */
export default function JoinRoomPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefreshRooms();
  // A shared link carries the code (share-room-code.tsx): the person only has to press "Join".
  const [params] = useSearchParams();
  const form = useForm<JoinValues>({
    resolver: zodResolver(joinRoomRequestSchema) as unknown as Resolver<JoinValues>,
    mode: 'onTouched',
    defaultValues: { codigo: (params.get('codigo') ?? '').slice(0, ROOM_CODE_LENGTH) },
  });
  const join = useMutation({ mutationFn: (codigo: string) => joinRoom(codigo) });
  const submit = form.handleSubmit(async ({ codigo }) => {
    try {
      const joined = await join.mutateAsync(codigo);
      showToast('success', joined.message);
      await refresh();
      navigate(`/eventos-aci/sala/${joined.data.idSala}`);
    } catch (error) {
      const message = failureMessage(error);
      if (message) form.setError('codigo', { type: 'server', message }, { shouldFocus: true });
    }
  });
  return (
    <RequiredFields schema={joinRoomRequestSchema}>
      <Stack spacing={2} sx={{ maxWidth: 560 }} data-testid="join-room-page">
        <Typography variant="h1">{t('rooms.join.title')}</Typography>
        <Typography color="text.secondary">{t('rooms.join.intro')}</Typography>
        <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
          <Box component="form" noValidate onSubmit={submit}>
            <Stack spacing={2}>
              <FormTextField
                control={form.control}
                name="codigo"
                label={t('rooms.join.code')}
                autoComplete="off"
                inputProps={{ maxLength: ROOM_CODE_LENGTH, autoCapitalize: 'characters', spellCheck: false }}
              />
              <Button type="submit" variant="contained" disabled={join.isPending} data-testid="join-room-submit">
                {t('rooms.join.submit')}
              </Button>
            </Stack>
          </Box>
        </Paper>
      </Stack>
    </RequiredFields>
  );
}
