import { Box, Card, CardContent, Chip, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { communicationEndpoints as endpoints } from '@vo/domain/communication/communication.endpoints';
import { useDeferredValue, useState } from 'react';
import { PageNav, staffCall } from '../../back-office/shared/index.ts';
import { unwrap } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** The outbox: every e-mail and SMS, newest first, with whether it left; searched by recipient. */
export function OutboxPanel() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const outbox = useQuery({
    queryKey: ['admin', 'communication', 'outbox', deferred, page],
    queryFn: async () => unwrap(await staffCall(endpoints.outbox, { pagina: String(page), buscar: deferred })),
    placeholderData: keepPreviousData,
  });
  const data = outbox.data;
  return (
    <Card variant="outlined">
      <CardContent>
        <TextField
          fullWidth
          type="search"
          label={t('adminCommunication.outboxSearch')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
          slotProps={{ htmlInput: { 'data-testid': 'outbox-search' } }}
          sx={{ mb: 2 }}
        />
        {data && data.filas.length === 0 && <Typography>{t('adminCommunication.noOutbox')}</Typography>}
        {data?.filas.map((row) => (
          <Box
            key={row.id}
            data-testid={`outbox-row-${row.id}`}
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Chip size="small" label={row.canal} />
            <Typography variant="body2" sx={{ flex: '1 1 180px', wordBreak: 'break-all' }}>
              {row.destinatario}
            </Typography>
            <Typography variant="body2" sx={{ flex: '2 1 220px' }}>
              {row.asunto}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flex: '1 1 140px' }}>
              {row.creado}
            </Typography>
            <Chip
              size="small"
              color={row.enviado ? 'success' : 'warning'}
              label={
                row.enviado ? t('adminCommunication.sentAt', { date: row.enviado }) : t('adminCommunication.pending')
              }
            />
          </Box>
        ))}
        <PageNav page={page} list={data} onPage={setPage} testId="outbox" />
      </CardContent>
    </Card>
  );
}
