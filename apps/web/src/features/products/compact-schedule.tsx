import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@vo/domain/products/products.types';
import { Amount } from '../../components/amount.tsx';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { InstalmentStateChip, overdueTint } from './instalment-state.tsx';

/**
 * Every instalment on a phone, when the person asks for them all ("See all (120)"): four narrow columns
 * that fit 360 px (number, due date, amount, state with its receipt), one row per instalment instead of a
 * card repeating "Amount X · balance X". The parts of an instalment are in the next instalments' cards and
 * in the statement.
 */
export function CompactSchedule({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <Table
      size="small"
      aria-label={t('products.schedule')}
      data-testid="schedule-compact"
      sx={{
        '& td, & th': { px: 0.5, fontSize: '0.8125rem', verticalAlign: 'top' },
        '& td:first-of-type, & th:first-of-type': { pl: 0 },
        '& td:last-of-type, & th:last-of-type': { pr: 0 },
      }}
    >
      <TableHead>
        <TableRow>
          <TableCell>{t('products.instalmentNumber')}</TableCell>
          <TableCell>{t('products.dueDate')}</TableCell>
          <TableCell align="right">{t('products.amount')}</TableCell>
          <TableCell>{t('products.state')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {product.cuotas.map((row) => (
          <TableRow
            key={row.nroCuota}
            data-testid={`instalment-${row.nroCuota}`}
            data-state={row.estado}
            sx={row.estado === 'VENCIDA' ? { bgcolor: overdueTint } : undefined}
          >
            <TableCell>{row.nroCuota}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {formatCalendarDate(row.fechaVencimiento, i18n.language, 'numeric')}
            </TableCell>
            <TableCell align="right">
              <Amount value={row.monto} currency={product.moneda} />
            </TableCell>
            <TableCell>
              <InstalmentStateChip estado={row.estado} />
              {row.nroRecibo ? (
                <Typography variant="caption" component="div" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {row.nroRecibo}
                </Typography>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
