import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatCount } from '@vo/domain/money';
import { PRERESERVATION_STATES } from '@vo/domain/sales/sales.wire';
import { useState } from 'react';
import { PageNav, SearchBox, StaffReasonDialog, TableRegion } from '../../back-office/shared/index.ts';
import { visuallyHidden } from '../../components/visually-hidden.ts';
import { formatProductAmount } from '../../lib/product-money.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { type PrereservationFilter, usePrereservations, useReleasePrereservation } from './sales-admin-api.ts';

const touch = { minHeight: 44 } as const;
/** "All" is a value the select shows: its label stays above it instead of across it. */
const shownEmpty = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/**
 * The pre-reservations, the longest without a step first (an old one is likely abandoned), in one state or all,
 * of one project or all; a sales manager releases an abandoned one with a reason, and its lot is for sale again.
 */
export function PrereservationsPanel({
  projects,
  mayAct,
}: {
  projects: readonly { idProyecto: number; proyecto: string }[];
  mayAct: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<PrereservationFilter>({ estado: 'prerreservada', proyecto: '', buscar: '' });
  const [page, setPage] = useState(1);
  const [releasing, setReleasing] = useState<number | null>(null);
  const list = usePrereservations(filter, page);
  const releasePrereservation = useReleasePrereservation();
  const narrow = (next: Partial<typeof filter>) => {
    setFilter({ ...filter, ...next });
    setPage(1);
  };

  async function release(reason: string) {
    if (releasing === null) return;
    showToast('success', await releasePrereservation(releasing, reason));
  }

  return (
    <Paper elevation={0} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h2">{t('adminSales.prereservations')}</Typography>
      <SearchBox label={t('adminSales.search')} onSearch={(buscar) => narrow({ buscar })} testId="sales-search" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ my: 2 }}>
        <TextField
          select
          label={t('adminSales.state')}
          value={filter.estado}
          onChange={(event) => narrow({ estado: event.target.value })}
          sx={{ minWidth: 200 }}
          slotProps={shownEmpty}
        >
          <MenuItem value="">{t('adminSales.any')}</MenuItem>
          {Object.keys(PRERESERVATION_STATES).map((value) => (
            <MenuItem key={value} value={value}>
              {t(`adminSales.state.${value}` as never)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('adminSales.project')}
          value={filter.proyecto}
          onChange={(event) => narrow({ proyecto: event.target.value })}
          sx={{ minWidth: 240 }}
          slotProps={shownEmpty}
        >
          <MenuItem value="">{t('adminSales.any')}</MenuItem>
          {projects.map((p) => (
            <MenuItem key={p.idProyecto} value={String(p.idProyecto)}>
              {p.proyecto}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TableRegion label={t('adminSales.prereservations')}>
        <Table size="small" aria-label={t('adminSales.prereservations')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('adminSales.number')}</TableCell>
              <TableCell>{t('adminSales.what')}</TableCell>
              <TableCell>{t('adminSales.adviser')}</TableCell>
              <TableCell>{t('adminSales.customer')}</TableCell>
              <TableCell>{t('adminSales.state')}</TableCell>
              <TableCell align="right">{t('adminSales.price')}</TableCell>
              <TableCell align="right">{t('adminSales.idleDays')}</TableCell>
              <TableCell sx={{ position: 'relative' }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('adminSales.act')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(list.data?.filas ?? []).map((row) => (
              <TableRow key={row.idPrereserva} data-testid={`prereservation-row-${row.idPrereserva}`}>
                <TableCell>{row.idPrereserva}</TableCell>
                <TableCell>{row.descripcion}</TableCell>
                <TableCell>{row.asesor}</TableCell>
                <TableCell>{row.cliente}</TableCell>
                <TableCell data-testid="prereservation-state">{t(`adminSales.state.${row.estado}` as never)}</TableCell>
                <TableCell align="right">{formatProductAmount(row.precio, row.moneda, i18n.language)}</TableCell>
                <TableCell align="right">{formatCount(row.diasSinMovimiento, i18n.language)}</TableCell>
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
      </TableRegion>
      {list.data?.filas.length === 0 && <Typography sx={{ py: 2 }}>{t('adminSales.empty')}</Typography>}
      <PageNav page={page} list={list.data} onPage={setPage} testId="sales-page" />
      {releasing !== null ? (
        <StaffReasonDialog
          key={releasing}
          title={t('adminSales.releaseTitle', { id: String(releasing) })}
          act={release}
          onClose={() => setReleasing(null)}
        />
      ) : null}
    </Paper>
  );
}
