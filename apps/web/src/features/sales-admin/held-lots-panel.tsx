import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LOT_HOLD_MINUTES } from '@vo/domain/prereservations/prereservation-config';
import { TableRegion } from '../../back-office/shared/index.ts';
import { formatInstantTime } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useHeldLots } from './sales-admin-api.ts';

/**
 * The lots held right now (docs/decisions/0064): who holds which lot of which project until when, the soonest to
 * end first. Read again every few seconds; a hold lasts minutes.
 */
export function HeldLotsPanel() {
  const { t, i18n } = useTranslation();
  const held = useHeldLots();
  const rows = held.data?.retenciones ?? [];
  return (
    <Paper elevation={0} sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }} data-testid="sales-held-lots">
      <Typography variant="h2">{t('adminSales.holdsTitle')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('adminSales.holdsHint', { minutes: LOT_HOLD_MINUTES })}
      </Typography>
      {held.data && rows.length === 0 ? (
        <Typography data-testid="sales-held-lots-empty">{t('adminSales.holdsEmpty')}</Typography>
      ) : null}
      {rows.length > 0 ? (
        <TableRegion label={t('adminSales.holdsTitle')} maxHeight={320}>
          <Table size="small" stickyHeader aria-label={t('adminSales.holdsTitle')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('adminSales.holdsLot')}</TableCell>
                <TableCell>{t('adminSales.project')}</TableCell>
                <TableCell>{t('adminSales.holdsAdviser')}</TableCell>
                <TableCell>{t('adminSales.holdsUntil')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.idLote} data-testid={`sales-held-lot-${row.idLote}`}>
                  <TableCell>{row.lote}</TableCell>
                  <TableCell>{row.proyecto}</TableCell>
                  <TableCell>
                    {row.asesor} · {row.codigo}
                  </TableCell>
                  <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatInstantTime(row.hasta, i18n.language)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableRegion>
      ) : null}
    </Paper>
  );
}
