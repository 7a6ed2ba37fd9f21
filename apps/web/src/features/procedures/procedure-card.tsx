import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ProcedureStateWire, ProcedureWire } from '@vo/domain/procedures/procedure.schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { failureMessage } from '../../lib/api.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { ProcedureHistory } from './procedure-history.tsx';
import { useRefreshProcedures, withdrawProcedure } from './procedures-api.ts';

const COLOUR: Record<ProcedureStateWire, 'info' | 'warning' | 'success' | 'error' | 'default'> = {
  presentado: 'info',
  en_revision: 'info',
  observado: 'warning',
  resuelto: 'success',
  rechazado: 'error',
  desistido: 'default',
};

/** One procedure: its kind, state, product and detail; its history on request; withdrawal while allowed. */
export function ProcedureCard({ procedure }: { procedure: ProcedureWire }) {
  const { t, i18n } = useTranslation();
  const refresh = useRefreshProcedures();
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<string | null>(null);
  const withdraw = useMutation({ mutationFn: (key: string) => withdrawProcedure(procedure.idTramite, key) });
  const number = procedure.idTramite;
  const confirm = async () => {
    if (!asking) return;
    try {
      showToast('success', (await withdraw.mutateAsync(asking)).message ?? '');
    } catch (error) {
      showToast('error', failureMessage(error) ?? t('platform.loadError'));
    }
    setAsking(null);
    await refresh();
  };
  return (
    <Paper elevation={0} sx={{ p: 2 }} data-testid={`procedure-${number}`}>
      <Stack spacing={0.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>{t(`procedures.kind.${procedure.tipo}`)}</Typography>
          <Chip
            size="small"
            color={COLOUR[procedure.estado]}
            label={t(`procedures.state.${procedure.estado}`)}
            data-testid="procedure-state"
          />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {t('procedures.number', { number })}
          {procedure.producto ? ` · ${procedure.producto}` : ''}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{procedure.detalle}</Typography>
        {procedure.nota ? (
          <Alert
            severity={procedure.estado === 'observado' ? 'warning' : 'info'}
            data-testid="procedure-note"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {procedure.nota}
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary">
          {t('procedures.dates', {
            created: formatInstant(procedure.creado, i18n.language),
            updated: formatInstant(procedure.actualizado, i18n.language),
          })}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setOpen(!open)} data-testid="procedure-history-toggle">
            {t(open ? 'procedures.hideHistory' : 'procedures.showHistory')}
          </Button>
          {procedure.desistible ? (
            <Button
              size="small"
              color="warning"
              onClick={() => setAsking(`withdraw-${number}-${crypto.randomUUID()}`)}
              data-testid="procedure-withdraw"
            >
              {t('procedures.withdraw')}
            </Button>
          ) : null}
        </Stack>
        {open ? <ProcedureHistory idTramite={number} /> : null}
      </Stack>
      <ConfirmDialog
        open={asking !== null}
        text={t('procedures.withdrawAsk', { number })}
        keepLabel={t('procedures.keep')}
        confirmLabel={t('procedures.withdraw')}
        onKeep={() => setAsking(null)}
        onConfirm={() => void confirm()}
        busy={withdraw.isPending}
        color="warning"
        confirmTestId="procedure-withdraw-confirm"
      />
    </Paper>
  );
}
