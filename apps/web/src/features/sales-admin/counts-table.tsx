import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCount } from '@vo/domain/money';
import { TableRegion } from '../../back-office/shared/index.ts';
import { useTranslation } from '../../lib/use-translation.ts';

export type CountsRow = {
  id: number;
  name: string;
  prerreservas: number;
  reservas: number;
  compras: number;
  liberadas: number;
};

/** Pre-reservations by what they came to, one row per project or adviser. */
export function CountsTable({
  label,
  first,
  rows,
  testId,
}: {
  label: string;
  first: string;
  rows: readonly CountsRow[];
  testId: string;
}) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <TableRegion label={label}>
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
              <TableCell align="right">{count(row.prerreservas)}</TableCell>
              <TableCell align="right">{count(row.reservas)}</TableCell>
              <TableCell align="right">{count(row.compras)}</TableCell>
              <TableCell align="right">{count(row.liberadas)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}
