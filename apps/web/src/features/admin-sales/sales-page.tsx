import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMay } from '@vo/domain/back-office/staff-roles';
import { salesEndpoints as endpoints } from '@vo/domain/sales/sales.endpoints';
import { PRERESERVATION_STATES, SALES_EXPORT_PATHS } from '@vo/domain/sales/sales.wire';
import { lazy, Suspense, useState } from 'react';
import { PageNav, pagesOf } from '../../back-office/page-nav.tsx';
import { downloadStaffExport, staffCall } from '../../back-office/staff-api.ts';
import { StaffReasonDialog } from '../../back-office/staff-reason-dialog.tsx';
import { useStaffSession } from '../../back-office/staff-session.ts';
import { unwrap } from '../../lib/api-client.ts';
import { formatPlainAmount, formatProductAmount } from '../../lib/product-money.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** The chart library comes with the chart, after the page has drawn (back-office/stacked-bars.tsx). */
const StackedBars = lazy(() => import('../../back-office/stacked-bars.tsx'));

const touch = { minHeight: 44 } as const;

/** The back office's sales (issue 21): by project and adviser, pre-reservations, a project's lots, the standings. */
export default function SalesPage() {
  const { t, i18n } = useTranslation();
  const session = useStaffSession();
  const mayAct = session ? staffMay(session.role, 'sales.act') : false;
  const queryClient = useQueryClient();
  const [range, setRange] = useState({ desde: '', hasta: '' });
  const [state, setState] = useState('prerreservada');
  const [page, setPage] = useState(1);
  const [project, setProject] = useState('');
  const [releasing, setReleasing] = useState<number | null>(null);

  const summary = useQuery({
    queryKey: ['admin-sales', 'summary', range],
    queryFn: async () =>
      unwrap(
        await staffCall(endpoints.summary, {
          desde: range.desde || undefined,
          hasta: range.hasta || undefined,
        } as never),
      ),
  });
  const listQuery = { pagina: String(page), estado: state || undefined };
  const list = useQuery({
    queryKey: ['admin-sales', 'prereservations', listQuery],
    queryFn: async () => unwrap(await staffCall(endpoints.prereservations, listQuery as never)),
    placeholderData: keepPreviousData,
  });
  const projects = useQuery({
    queryKey: ['admin-sales', 'projects'],
    queryFn: async () => unwrap(await staffCall(endpoints.projects)),
  });
  const lots = useQuery({
    queryKey: ['admin-sales', 'lots', project],
    queryFn: async () => unwrap(await staffCall(endpoints.projectLots, { proyecto: project } as never)),
    enabled: project !== '',
  });
  const standings = useQuery({
    queryKey: ['admin-sales', 'standings'],
    queryFn: async () => unwrap(await staffCall(endpoints.standings)),
  });

  const byProject = summary.data?.porProyecto ?? [];
  const sum = (key: 'prerreservas' | 'reservas' | 'compras') => byProject.reduce((n, row) => n + row[key], 0);
  const pages = pagesOf(list.data);
  const race = standings.data?.carreraPuestos ?? [];

  async function release(reason: string) {
    if (releasing === null) return;
    const envelope = await staffCall(endpoints.release, { idPrereserva: releasing, motivo: reason } as never, {
      silent: true,
    });
    unwrap(envelope);
    showToast('success', envelope.message ?? '');
    await queryClient.invalidateQueries({ queryKey: ['admin-sales'] });
  }

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h1">{t('adminSales.title')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['desde', 'hasta'] as const).map((field) => (
          <TextField
            key={field}
            type="date"
            label={t(field === 'desde' ? 'adminSales.from' : 'adminSales.to')}
            value={range[field]}
            onChange={(event) => setRange({ ...range, [field]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>

      <Paper component="figure" elevation={0} sx={{ p: { xs: 1, sm: 2 }, m: 0, minWidth: 0 }}>
        <Typography variant="h2" component="figcaption">
          {t('adminSales.byProject')}
        </Typography>
        {/* A picture; its text alternative is the summary and the table below. */}
        <Box aria-hidden="true" sx={{ overflowX: 'auto' }}>
          {byProject.length > 0 && (
            <Suspense fallback={null}>
              <StackedBars
                height={240}
                labels={byProject.map((row) => row.proyecto)}
                series={[
                  { data: byProject.map((row) => row.prerreservas), label: t('adminSales.prereserved') },
                  { data: byProject.map((row) => row.reservas), label: t('adminSales.reserved') },
                  { data: byProject.map((row) => row.compras), label: t('adminSales.purchased') },
                ]}
              />
            </Suspense>
          )}
        </Box>
        <Typography variant="body2" data-testid="sales-chart-summary">
          {t('adminSales.chartSummary', {
            projects: String(byProject.length),
            prereserved: String(sum('prerreservas')),
            reserved: String(sum('reservas')),
            purchased: String(sum('compras')),
          })}
        </Typography>
        <CountsTable
          label={t('adminSales.byProject')}
          first={t('adminSales.project')}
          rows={byProject.map((row) => ({ id: row.idProyecto, name: row.proyecto, ...row }))}
          testId="sales-project-row"
        />
      </Paper>

      <Paper elevation={0} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
        <Typography variant="h2">{t('adminSales.byAdviser')}</Typography>
        <CountsTable
          label={t('adminSales.byAdviser')}
          first={t('adminSales.adviser')}
          rows={(summary.data?.porAsesor ?? []).map((row) => ({ id: row.idAsesor, name: row.asesor, ...row }))}
          testId="sales-adviser-row"
        />
      </Paper>

      <Paper elevation={0} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
        <Typography variant="h2">{t('adminSales.prereservations')}</Typography>
        <TextField
          select
          label={t('adminSales.state')}
          value={state}
          onChange={(event) => {
            setState(event.target.value);
            setPage(1);
          }}
          sx={{ my: 2, minWidth: 200 }}
        >
          <MenuItem value="">{t('adminSales.any')}</MenuItem>
          {Object.keys(PRERESERVATION_STATES).map((value) => (
            <MenuItem key={value} value={value}>
              {t(`adminSales.state.${value}` as never)}
            </MenuItem>
          ))}
        </TextField>
        <TableContainer>
          <Table size="small" aria-label={t('adminSales.prereservations')}>
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>{t('adminSales.what')}</TableCell>
                <TableCell>{t('adminSales.adviser')}</TableCell>
                <TableCell>{t('adminSales.customer')}</TableCell>
                <TableCell>{t('adminSales.state')}</TableCell>
                <TableCell align="right">{t('adminSales.price')}</TableCell>
                <TableCell align="right">{t('adminSales.idleDays')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(list.data?.filas ?? []).map((row) => (
                <TableRow key={row.idPrereserva} data-testid={`prereservation-row-${row.idPrereserva}`}>
                  <TableCell>{row.idPrereserva}</TableCell>
                  <TableCell>{row.descripcion}</TableCell>
                  <TableCell>{row.asesor}</TableCell>
                  <TableCell>{row.cliente}</TableCell>
                  <TableCell data-testid="prereservation-state">
                    {t(`adminSales.state.${row.estado}` as never)}
                  </TableCell>
                  <TableCell align="right">{formatProductAmount(row.precio, row.moneda, i18n.language)}</TableCell>
                  <TableCell align="right">{row.diasSinMovimiento}</TableCell>
                  <TableCell>
                    {mayAct && row.estado === 'prerreservada' && (
                      <Button
                        sx={touch}
                        onClick={() => setReleasing(row.idPrereserva)}
                        data-testid="prereservation-release"
                      >
                        {t('adminSales.release')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        {list.data?.filas.length === 0 && <Typography sx={{ py: 2 }}>{t('adminSales.empty')}</Typography>}
        <PageNav page={page} pages={pages} onPage={setPage} testId="sales-page" />
      </Paper>

      <Paper elevation={0} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
        <Typography variant="h2">{t('adminSales.lots')}</Typography>
        <TextField
          select
          label={t('adminSales.project')}
          value={project}
          onChange={(event) => setProject(event.target.value)}
          sx={{ my: 2, minWidth: 240 }}
          slotProps={{ htmlInput: { 'data-testid': 'sales-lots-project' } }}
        >
          {(projects.data?.proyectos ?? []).map((p) => (
            <MenuItem key={p.idProyecto} value={String(p.idProyecto)}>
              {p.proyecto}
            </MenuItem>
          ))}
        </TextField>
        {lots.data && (
          <>
            <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }} data-testid="sales-lot-counts">
              {lots.data.conteos.map((c) => (
                <Typography key={c.estado}>
                  {t(`adminSales.lotState.${c.estado}` as never)}: {c.cantidad}
                </Typography>
              ))}
            </Stack>
            <TableContainer sx={{ maxHeight: 320 }}>
              <Table size="small" stickyHeader aria-label={t('adminSales.lots')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('adminSales.lot')}</TableCell>
                    <TableCell>{t('adminSales.state')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {lots.data.lotes.map((lot) => (
                    <TableRow key={lot.idLote}>
                      <TableCell>
                        {lot.manzano}-{lot.numero}
                      </TableCell>
                      <TableCell>{t(`adminSales.lotState.${lot.estado}` as never)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </Paper>

      <Paper component="figure" elevation={0} sx={{ p: { xs: 1, sm: 2 }, m: 0, minWidth: 0 }}>
        <Typography variant="h2" component="figcaption">
          {t('adminSales.race', { race: standings.data?.carrera ?? '' })}
        </Typography>
        <Box aria-hidden="true" sx={{ overflowX: 'auto' }}>
          {race.length > 0 && (
            <Suspense fallback={null}>
              <StackedBars
                height={220}
                labels={race.map((row) => `#${row.posicion}`)}
                series={[{ data: race.map((row) => Number(row.puntos)), label: t('adminSales.points') }]}
              />
            </Suspense>
          )}
        </Box>
        <Typography variant="body2">
          {t('adminSales.raceSummary', { count: String(race.length), first: race[0]?.asesor ?? '—' })}
        </Typography>
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-label={t('adminSales.race', { race: standings.data?.carrera ?? '' })}>
            <TableHead>
              <TableRow>
                <TableCell>{t('adminSales.position')}</TableCell>
                <TableCell>{t('adminSales.adviser')}</TableCell>
                <TableCell align="right">{t('adminSales.points')}</TableCell>
                <TableCell align="right">{t('adminSales.sales')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {race.map((row) => (
                <TableRow key={row.codigo}>
                  <TableCell>{row.posicion}</TableCell>
                  <TableCell>{row.asesor}</TableCell>
                  <TableCell align="right">{formatPlainAmount(row.puntos, i18n.language)}</TableCell>
                  <TableCell align="right">{row.ventas}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Typography variant="h3" sx={{ mt: 2 }}>
          {t('adminSales.bestSeller', { month: standings.data?.mes ?? '' })}
        </Typography>
        <TableContainer>
          <Table size="small" aria-label={t('adminSales.bestSeller', { month: standings.data?.mes ?? '' })}>
            <TableBody>
              {(standings.data?.mejorVendedor ?? []).map((row) => (
                <TableRow key={row.codigo}>
                  <TableCell>{row.posicion}</TableCell>
                  <TableCell>{row.asesor}</TableCell>
                  <TableCell align="right">{row.ventas}</TableCell>
                  <TableCell align="right">{formatPlainAmount(row.monto, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <Button
          variant="outlined"
          sx={{ ...touch, mt: 2 }}
          onClick={() => void downloadStaffExport(SALES_EXPORT_PATHS.standings, {}, 'posiciones.csv')}
          data-testid="sales-export-standings"
        >
          {t('adminSales.exportStandings')}
        </Button>
      </Paper>

      {releasing !== null ? (
        <StaffReasonDialog
          key={releasing}
          title={t('adminSales.releaseTitle', { id: String(releasing) })}
          act={release}
          onClose={() => setReleasing(null)}
        />
      ) : null}
    </Stack>
  );
}

function CountsTable({
  label,
  first,
  rows,
  testId,
}: {
  label: string;
  first: string;
  rows: { id: number; name: string; prerreservas: number; reservas: number; compras: number; liberadas: number }[];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{first}</TableCell>
            <TableCell align="right">{t('adminSales.prereserved')}</TableCell>
            <TableCell align="right">{t('adminSales.reserved')}</TableCell>
            <TableCell align="right">{t('adminSales.purchased')}</TableCell>
            <TableCell align="right">{t('adminSales.releasedCount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={`${testId}-${row.id}`}>
              <TableCell>{row.name}</TableCell>
              <TableCell align="right">{row.prerreservas}</TableCell>
              <TableCell align="right">{row.reservas}</TableCell>
              <TableCell align="right">{row.compras}</TableCell>
              <TableCell align="right">{row.liberadas}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
