import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@vo/domain/products/products.types';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { formatPlainAmount } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { InstalmentStateChip, overdueTint } from './instalment-state.tsx';

const AMOUNT_COLUMNS = ['monto', 'capital', 'interes', 'multas', 'gastos', 'formulario', 'pagado'] as const;
const AMOUNT_LABEL = {
  monto: 'products.amount',
  capital: 'products.capital',
  interes: 'products.interest',
  multas: 'products.fines',
  gastos: 'products.expenses',
  formulario: 'products.formFee',
  pagado: 'products.paid',
} as const;

/** The schedule as a wide table (tablets and desktops): every part of every instalment, then the totals. */
export function InstalmentTable({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation();
  // Bare numbers, the currency named once above: twelve columns then fit a desktop beside the menu.
  const money = (value: string) => formatPlainAmount(value, i18n.language);
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Typography variant="caption" color="text.secondary" data-testid="schedule-currency">
        {t('products.amountsIn', { currency: product.moneda })}
      </Typography>
      <Table
        size="small"
        aria-label={t('products.schedule')}
        sx={{
          '& td, & th': { whiteSpace: 'nowrap', px: 0.75, fontSize: '0.8125rem' },
          '& td:first-of-type, & th:first-of-type': { pl: 0 },
          '& td:last-of-type, & th:last-of-type': { pr: 0 },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('products.instalmentNumber')}</TableCell>
            <TableCell>{t('products.dueDate')}</TableCell>
            {AMOUNT_COLUMNS.map((column) => (
              <TableCell key={column} align="right">
                {t(AMOUNT_LABEL[column])}
              </TableCell>
            ))}
            <TableCell align="right">{t('products.balance')}</TableCell>
            <TableCell>{t('products.state')}</TableCell>
            <TableCell>{t('products.receipt')}</TableCell>
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
              <TableCell>{formatCalendarDate(row.fechaVencimiento, i18n.language, 'numeric')}</TableCell>
              {AMOUNT_COLUMNS.map((column) => (
                <TableCell key={column} align="right">
                  {money(row[column])}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {money(row.saldo)}
              </TableCell>
              <TableCell>
                <InstalmentStateChip estado={row.estado} />
              </TableCell>
              <TableCell>{row.nroRecibo ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="instalment-totals" sx={{ '& td': { fontWeight: 700, color: 'text.primary' } }}>
            <TableCell colSpan={2}>{t('products.totals')}</TableCell>
            {AMOUNT_COLUMNS.map((column) => (
              <TableCell key={column} align="right">
                {money(product.totales[column])}
              </TableCell>
            ))}
            <TableCell align="right">{money(product.deudaTotal)}</TableCell>
            <TableCell colSpan={2} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}
