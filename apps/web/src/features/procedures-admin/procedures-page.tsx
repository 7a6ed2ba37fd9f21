import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCount } from '@vo/domain/money';
import type { ProcedureQueueRowWire } from '@vo/domain/procedures/procedures-admin.wire';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageNav, TableRegion } from '../../back-office/shared/index.ts';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { formatInstant } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { PROCEDURE_STATES, ProcedureMoveDialog } from './procedure-move-dialog.tsx';
import {
  type ProcedureStateWire as StateWire,
  useProcedureQueue,
  useRefreshProcedureQueue,
} from './procedures-admin-api.ts';

/** The customers' procedures, oldest first, and moving one along (docs/decisions/0038). */
export default function ProceduresPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const estado = (params.get('estado') ?? '') as StateWire | '';
  const buscar = params.get('buscar') ?? '';
  const pagina = Number(params.get('pagina') ?? '1') || 1;
  const [typed, setTyped] = useState(buscar);
  const [moving, setMoving] = useState<ProcedureQueueRowWire | null>(null);
  const queue = useProcedureQueue({ estado, buscar, pagina });
  const refresh = useRefreshProcedureQueue();
  const go = (next: { estado?: string; buscar?: string; pagina?: number }) => {
    const merged = { estado, buscar, ...next, pagina: next.pagina ?? 1 };
    setParams(
      Object.fromEntries(
        Object.entries({ ...merged, pagina: merged.pagina > 1 ? String(merged.pagina) : '' }).filter(([, v]) => v),
      ),
    );
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    go({ buscar: typed.trim() });
  }
  const data = queue.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('adminProcedures.title')}
      </Typography>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={submit} role="search">
        <TextField
          select
          label={t('adminProcedures.filterState')}
          value={estado}
          onChange={(event) => go({ estado: event.target.value })}
          sx={{ minWidth: 200 }}
          // "All states" is a value the select shows: its label stays above it instead of across it.
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': 'procedures-state-filter' },
          }}
        >
          <option value="">{t('adminProcedures.allStates')}</option>
          {PROCEDURE_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`adminProcedures.state.${state}`)}
            </option>
          ))}
        </TextField>
        <TextField
          label={t('adminProcedures.searchLabel')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'procedures-search', maxLength: 100 } }}
        />
        <Button
          type="submit"
          variant="contained"
          sx={{ minHeight: 44, minWidth: 120 }}
          data-testid="procedures-search-submit"
        >
          {t('adminProcedures.search')}
        </Button>
      </Stack>
      {queue.isPending && <PageSpinner />}
      {queue.isError && <Alert severity="error">{t('adminProcedures.loadFailed')}</Alert>}
      {data && (
        <>
          <Typography color="text.secondary" data-testid="procedures-total">
            {t(data.totalLimitado ? 'adminProcedures.totalCapped' : 'adminProcedures.total', {
              count: data.total,
              total: formatCount(data.total, i18n.language),
            })}
          </Typography>
          {data.filas.length === 0 ? (
            <Typography>{t('adminProcedures.noResults')}</Typography>
          ) : (
            <TableRegion label={t('adminProcedures.title')}>
              <Table size="small" sx={{ minWidth: 760 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('adminProcedures.col.number')}</TableCell>
                    <TableCell>{t('adminProcedures.col.customer')}</TableCell>
                    <TableCell>{t('adminProcedures.col.kind')}</TableCell>
                    <TableCell>{t('adminProcedures.col.state')}</TableCell>
                    <TableCell>{t('adminProcedures.col.detail')}</TableCell>
                    <TableCell>{t('adminProcedures.col.note')}</TableCell>
                    <TableCell>{t('adminProcedures.col.created')}</TableCell>
                    <TableCell>{t('adminProcedures.col.updated')}</TableCell>
                    <TableCell sx={{ position: 'relative' }}>
                      <Box component="span" sx={visuallyHidden}>
                        {t('adminProcedures.col.act')}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.filas.map((row) => (
                    <TableRow key={row.idTramite} data-testid={`procedure-row-${row.idTramite}`}>
                      <TableCell>{row.idTramite}</TableCell>
                      <TableCell>
                        {row.nombre}
                        <Typography variant="body2" color="text.secondary">
                          {row.ci}
                        </Typography>
                      </TableCell>
                      <TableCell>{t(`adminProcedures.kind.${row.tipo}`)}</TableCell>
                      <TableCell data-testid="procedure-state">
                        <Chip size="small" label={t(`adminProcedures.state.${row.estado}`)} />
                      </TableCell>
                      <TableCell sx={{ maxWidth: 260 }}>{row.detalle}</TableCell>
                      <TableCell sx={{ maxWidth: 220 }}>{row.nota || '—'}</TableCell>
                      <TableCell>{formatInstant(row.creado, i18n.language)}</TableCell>
                      <TableCell>{formatInstant(row.actualizado, i18n.language)}</TableCell>
                      <TableCell>
                        <Button
                          variant="outlined"
                          onClick={() => setMoving(row)}
                          sx={{ minHeight: 44, whiteSpace: 'nowrap' }}
                          data-testid="procedure-move"
                        >
                          {t('adminProcedures.move')}
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableRegion>
          )}
          <PageNav page={pagina} list={data} onPage={(next) => go({ pagina: next })} testId="procedures" />
        </>
      )}
      {moving && (
        <ProcedureMoveDialog
          procedure={moving}
          onClose={() => setMoving(null)}
          onDone={() => {
            setMoving(null);
            void refresh();
          }}
        />
      )}
    </Stack>
  );
}
