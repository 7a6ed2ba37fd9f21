import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

export interface StandingRow {
  posicion: number;
  codigoAsesor: string;
  nombre: string;
  /** the ranking's own columns (points and sales, or sold and bonus), already formatted */
  figures: string[];
}

/**
 * A ranking as a table: position, adviser and the ranking's figures; the caller's own row stands out.
 * The adviser's code shares the name's cell so that it fits a 360 px phone.
 */
export function StandingTable({
  rows,
  figureLabels,
  ownPosition,
  testId,
}: {
  rows: StandingRow[];
  figureLabels: string[];
  ownPosition: number | null;
  testId: string;
}) {
  const { t } = useTranslation();
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
                {row.figures.map((figure, index) => (
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
