import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useState } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { TextInput } from '../../components/text-input.tsx';
import { failureMessage } from '../../lib/api.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useCabinsHome, useDeskLog, useFindCustomer, useRefreshCabins } from './cabins-api.ts';

/** The cashier names the customer at the desk by document; the server says whether there is one. */
function FindCustomer({ onFound }: { onFound: (document: string) => void }) {
  const { t } = useTranslation();
  const [document, setDocument] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const find = useFindCustomer();
  const refresh = useRefreshCabins();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const typed = document.trim();
    if (!typed) {
      setError(t('cashier.documentRequired'));
      return;
    }
    setBusy(true);
    try {
      const found = await find(typed);
      onFound(found.cliente?.documento ?? typed);
      await refresh();
    } catch (failure) {
      setError(serverFieldError(failure, ['documento'])?.message ?? failureMessage(failure) ?? t('platform.loadError'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper elevation={0} sx={{ p: 2 }} component="form" noValidate onSubmit={submit} data-testid="desk-find">
      <Stack spacing={2}>
        <Typography>{t('cashierDesk.intro')}</Typography>
        <TextInput
          label={t('cashierDesk.document')}
          name="documento"
          value={document}
          onChange={(event) => setDocument(event.target.value)}
          error={Boolean(error)}
          helperText={error}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ alignSelf: 'flex-start' }}>
          {t('cashierDesk.find')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The cashier's own record of acts for customers, newest first. */
function DeskLog() {
  const { t, i18n } = useTranslation();
  const log = useDeskLog();
  if (log.isError) return <LoadError onRetry={() => void log.refetch()} />;
  return (
    <Stack spacing={1} data-testid="desk-log">
      <Typography variant="h2">{t('cashierDesk.log')}</Typography>
      {log.data?.length === 0 ? <Typography color="text.secondary">{t('cashierDesk.logEmpty')}</Typography> : null}
      {log.data?.map((entry) => (
        <Typography key={entry.id} variant="body2">
          {formatInstant(entry.fecha, i18n.language)} · {t(`cashierDesk.action.${entry.accion}`)} · {entry.documento}
          {entry.detalle ? ` · ${entry.detalle}` : ''}
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * Spec §2 cashier menu, docs/decisions/0015: the cashier first names the customer; then the page is the
 * customer's own page, done for them, with a banner saying for whom. Every act is audited on the server.
 */
export function CashierDesk({ children }: { children: (document: string) => ReactNode }) {
  const { t } = useTranslation();
  const [document, setDocument] = useState<string | null>(null);
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, minWidth: 0 }} data-testid="cashier-desk">
      <Typography variant="h1">{t('cabinsPage.title')}</Typography>
      {document ? (
        <>
          <Alert
            severity="info"
            data-testid="desk-acting-for"
            action={
              <Button color="inherit" size="small" onClick={() => setDocument(null)}>
                {t('cashierDesk.change')}
              </Button>
            }
          >
            <ActingFor document={document} />
          </Alert>
          {children(document)}
        </>
      ) : (
        <FindCustomer onFound={setDocument} />
      )}
      <DeskLog />
    </Stack>
  );
}

/** For whom the cashier acts: the name the server gave with the customer's cabins. */
function ActingFor({ document }: { document: string }) {
  const { t } = useTranslation();
  const name = useCabinsHome({ document }).data?.cliente?.nombre ?? '';
  return <>{t('cashierDesk.actingFor', { name, document })}</>;
}
