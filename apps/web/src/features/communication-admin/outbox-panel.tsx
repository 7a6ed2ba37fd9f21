import { Box, Card, CardContent, Chip, TextField, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { PageNav } from '../../back-office/shared/index.ts';
import { formatBusinessWallClock } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useOutbox } from './communication-admin-api.ts';

/** The channels the outbox knows, each with its word; another one is shown as it came. */
const CHANNELS = ['email', 'sms'] as const;

/** The outbox: every e-mail and SMS, newest first, with whether it left; searched by recipient. */
export function OutboxPanel() {
  const { t, i18n } = useTranslation();
  const when = (text: string) => formatBusinessWallClock(text, i18n.language);
  const channel = (value: string) =>
    (CHANNELS as readonly string[]).includes(value) ? t(`adminCommunication.channel.${value}`) : value;
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const deferred = useDeferredValue(search.trim());
  const outbox = useOutbox(deferred, page);
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
            <Chip size="small" label={channel(row.canal)} />
            <Typography variant="body2" sx={{ flex: '1 1 180px', wordBreak: 'break-all' }}>
              {row.destinatario}
            </Typography>
            <Typography variant="body2" sx={{ flex: '2 1 220px' }}>
              {row.asunto}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ flex: '1 1 140px' }}>
              {when(row.creado)}
            </Typography>
            <Chip
              size="small"
              color={row.enviado ? 'success' : 'warning'}
              label={
                row.enviado
                  ? t('adminCommunication.sentAt', { date: when(row.enviado) })
                  : t('adminCommunication.pending')
              }
            />
          </Box>
        ))}
        <PageNav page={page} list={data} onPage={setPage} testId="outbox" />
      </CardContent>
    </Card>
  );
}
