import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../lib/use-translation.ts';

export interface StandingRow {
  posicion: number;
  codigoAsesor: string;
  nombre: string;
}

/**
 * A ranking as a table: position, adviser and the ranking's own figures (points and sales, or sold and
 * bonus), the caller's own row standing out; a sentence while nobody is in it. The adviser's code shares
 * the name's cell so that it fits a 360 px phone.
 */
export function StandingTable<T extends StandingRow>({
  rows,
  figureLabels,
  figures,
  ownPosition,
  emptyText,
  testId,
}: {
  rows: T[];
  figureLabels: string[];
  figures: (row: T) => string[];
  ownPosition: number | null;
  emptyText: string;
  testId: string;
}) {
  const { t } = useTranslation();
  if (rows.length === 0) return <Alert severity="info">{emptyText}</Alert>;
  return (
    <TableContainer>
      <Table size="small" data-testid={testId} sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>{t('ranking.adviser')}</TableCell>
            {figureLabels.map((label) => (
              <TableCell key={label} align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const own = row.posicion === ownPosition;
            return (
              <TableRow
                key={row.codigoAsesor}
                selected={own}
                data-own={own || undefined}
                data-testid={`${testId}-row-${row.posicion}`}
              >
                <TableCell>{row.posicion}</TableCell>
                <TableCell sx={{ fontWeight: own ? 700 : undefined, overflowWrap: 'anywhere' }}>
                  {row.nombre}
                  <br />
                  <small>{row.codigoAsesor}</small>
                </TableCell>
                {figures(row).map((figure, index) => (
                  <TableCell key={figureLabels[index]} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {figure}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
