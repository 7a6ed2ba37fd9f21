import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { MaintenanceWindowRow } from '@vo/domain/communication/communication.wire';
import { formatBusinessLocalDateTime } from '@vo/domain/time';
import { useEffect, useState } from 'react';
import { PageNav } from '../../back-office/shared/index.ts';
import { ApiFailure } from '../../lib/api-client.ts';
import { formatBusinessWallClock } from '../../lib/format-instant.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { closeWindow, scheduleWindow, useMaintenanceWindows, useRefreshWindows } from './communication-admin-api.ts';
import { countdownText, wireDateTime } from './wall-clock.ts';

/** Ticks once a second from when the list was read: the countdown the portal's people will see. */
function useElapsedSeconds(since: number) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - since) / 1000));
}

function WindowRow({
  row,
  readAt,
  onClose,
  closing,
}: {
  row: MaintenanceWindowRow;
  readAt: number;
  onClose: (id: number) => void;
  closing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const elapsed = useElapsedSeconds(readAt);
  const days = (count: number) => t('adminCommunication.days', { count });
  const left = Math.max(0, row.segundos - elapsed);
  const color = row.estado === 'activo' ? 'warning' : row.estado === 'proximo' ? 'info' : 'default';
  return (
    <Box
      data-testid={`maintenance-row-${row.id}`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Chip size="small" color={color} label={t(`adminCommunication.state.${row.estado}`)} />
      <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
        {t('adminCommunication.window', {
          start: formatBusinessWallClock(row.inicio, i18n.language),
          end: formatBusinessWallClock(row.fin, i18n.language),
        })}
      </Typography>
      {row.estado !== 'pasado' && (
        <Typography
          variant="body2"
          data-testid={`maintenance-countdown-${row.id}`}
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {t(row.estado === 'proximo' ? 'adminCommunication.startsIn' : 'adminCommunication.endsIn', {
            time: countdownText(left, days),
          })}
        </Typography>
      )}
      {row.estado !== 'pasado' && (
        <Button
          variant="outlined"
          color={row.estado === 'activo' ? 'warning' : 'inherit'}
          sx={{ minHeight: 44 }}
          disabled={closing}
          onClick={() => onClose(row.id)}
          data-testid={`maintenance-close-${row.id}`}
        >
          {t(row.estado === 'proximo' ? 'adminCommunication.cancel' : 'adminCommunication.endNow')}
        </Button>
      )}
    </Box>
  );
}

export function MaintenancePanel() {
  const { t } = useTranslation();
  const refreshWindows = useRefreshWindows();
  const inOneHour = () => formatBusinessLocalDateTime(new Date(Date.now() + 3_600_000));
  const [start, setStart] = useState(inOneHour);
  const [end, setEnd] = useState(() => formatBusinessLocalDateTime(new Date(Date.now() + 2 * 3_600_000)));
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  const [page, setPage] = useState(1);

  const windows = useMaintenanceWindows(page);

  const schedule = useMutation({
    mutationFn: () => scheduleWindow(wireDateTime(start), wireDateTime(end)),
    onSuccess: () => {
      setFieldError(null);
      showToast('success', t('adminCommunication.scheduled'));
      void refreshWindows();
    },
    onError: (error) => {
      if (error instanceof ApiFailure) {
        const field = (error.envelope.data as { campo?: string } | null)?.campo ?? 'inicio';
        setFieldError({ field, message: error.envelope.message ?? '' });
      }
    },
  });

  const close = useMutation({
    mutationFn: closeWindow,
    onSuccess: () => {
      showToast('success', t('adminCommunication.cancelled'));
      void refreshWindows();
    },
  });

  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);
  const data = windows.data;

  return (
    <Stack spacing={2}>
      <Card variant="outlined">
        <CardContent>
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('adminCommunication.maintenanceLead')}
          </Alert>
          <Box
            component="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              schedule.mutate();
            }}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
          >
            <TextField
              type="datetime-local"
              label={t('adminCommunication.start')}
              value={start}
              onChange={(event) => setStart(event.target.value)}
              error={Boolean(errorOf('inicio'))}
              helperText={errorOf('inicio')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'maintenance-start' } }}
              sx={{ flex: '1 1 220px' }}
            />
            <TextField
              type="datetime-local"
              label={t('adminCommunication.end')}
              value={end}
              onChange={(event) => setEnd(event.target.value)}
              error={Boolean(errorOf('fin'))}
              helperText={errorOf('fin')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'maintenance-end' } }}
              sx={{ flex: '1 1 220px' }}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={schedule.isPending}
              sx={{ minHeight: 56, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
              data-testid="maintenance-schedule"
            >
              {t('adminCommunication.schedule')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          {data && data.filas.length === 0 && <Typography>{t('adminCommunication.noWindows')}</Typography>}
          {data?.filas.map((row) => (
            <WindowRow
              key={`${row.id}-${data.readAt}`}
              row={row}
              readAt={data.readAt}
              closing={close.isPending}
              onClose={(id) => close.mutate(id)}
            />
          ))}
          <PageNav page={page} list={data} onPage={setPage} testId="maintenance" />
        </CardContent>
      </Card>
    </Stack>
  );
}
