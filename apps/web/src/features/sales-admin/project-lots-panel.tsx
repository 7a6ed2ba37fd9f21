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
import { lazy, Suspense, useState } from 'react';
import { TableRegion } from '../../back-office/shared/index.ts';
import { loadCatalogueMessages } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useProjectLots } from './sales-admin-api.ts';

/** The portal's map and its messages come when a project is chosen (staff-lot-map.tsx). */
const StaffLotMap = lazy(() =>
  Promise.all([import('./staff-lot-map.tsx'), loadCatalogueMessages()]).then(([module]) => module),
);

/**
 * A project's lots by state (free, held, sold): how many are in each, the lots on the project's map, and the same
 * lots as a table (the map's text alternative).
 */
export function ProjectLotsPanel({ projects }: { projects: readonly { idProyecto: number; proyecto: string }[] }) {
  const { t, i18n } = useTranslation();
  const [project, setProject] = useState('');
  const lots = useProjectLots(project);
  return (
    <Paper elevation={0} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Typography variant="h2">{t('adminSales.lots')}</Typography>
      <TextField
        select
        label={t('adminSales.project')}
        value={project}
        onChange={(event) => setProject(event.target.value)}
        sx={{ my: 2, minWidth: 240 }}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'sales-lots-project' } as object } }}
      >
        {projects.map((p) => (
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
                {t(`adminSales.lotState.${c.estado}` as never)}: {formatCount(c.cantidad, i18n.language)}
              </Typography>
            ))}
          </Stack>
          <Suspense fallback={null}>
            <StaffLotMap map={lots.data.mapa} lots={lots.data.lotes} />
          </Suspense>
          <TableRegion label={t('adminSales.lots')} maxHeight={320}>
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
          </TableRegion>
        </>
      )}
    </Paper>
  );
}
