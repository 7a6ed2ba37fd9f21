import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentResult } from '@vo/domain/payments/payments.schemas';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailLine } from '../../components/detail-line.tsx';
import { PdfActions } from '../../components/pdf-actions.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { fetchReceipt } from '../products/index.ts';

interface Props {
  result: PaymentResult;
  currency: string;
  /** The server's sentence ("Payment received. Receipt R-…"), when it sent one. */
  message?: string;
  /** Back to the product paid; none for a friend's code (the product is someone else's). */
  productPath?: string;
  /** The receipt is the owner's: a friend who paid a code sees the number but cannot download it. */
  receiptAvailable?: boolean;
  /** A page's own way on (a friend pays another code). */
  action?: ReactNode;
  /** The means as the person knows it ("Visa •• 1111"), when the page knows it. */
  method?: string;
}

/**
 * A paid payment, by any method, as its own receipt view: number, amount, date, method and the instalments
 * it settled. The wire answer carries no date: the moment it arrived is the payment's, to the minute
 * (docs/decisions/0032); the PDF holds the server's own.
 */
export function PaymentResultView({
  result,
  currency,
  message,
  productPath,
  receiptAvailable = true,
  action,
  method,
}: Props) {
  const { t, i18n } = useTranslation();
  const [paidAt] = useState(() => new Date().toISOString());
  const amount = useProductAmount();
  const shown = useRef<HTMLDivElement>(null);
  // It replaces a form the person may have scrolled down to: show its start, where the receipt is.
  useEffect(() => {
    shown.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, []);
  const instalments =
    result.cuotasPagadas.length > 0 ? result.cuotasPagadas.join(', ') : t('payments.noInstalmentSettled');
  return (
    <Paper
      ref={shown}
      elevation={0}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="payment-result"
      data-state={result.estado}
    >
      <Stack spacing={2}>
        <Alert severity="success">{message || t('payments.paidTitle')}</Alert>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }} data-testid="receipt-title">
          {t('payments.receiptTitle')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
          <DetailLine label={t('payments.receiptNumber')} value={result.nroRecibo} testId="receipt-number" />
          <DetailLine
            label={t('payments.amountPaid')}
            value={amount(result.monto, currency)}
            testId="result-amount"
            nowrap
          />
          <DetailLine
            label={t('payments.receiptDate')}
            value={formatInstant(paidAt, i18n.language)}
            testId="result-date"
          />
          {method ? <DetailLine label={t('payments.receiptMethod')} value={method} testId="result-method" /> : null}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <DetailLine label={t('payments.instalmentsPaid')} value={instalments} testId="result-instalments" />
          </Box>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {result.nroRecibo && receiptAvailable ? (
            <PdfActions
              load={() => fetchReceipt(result.idPago)}
              downloadLabel={t('payments.downloadReceipt')}
              downloadVariant="contained"
              testId="result-download-receipt"
            />
          ) : null}
          {productPath ? (
            <Button variant="outlined" component={RouterLink} to={productPath} data-testid="result-back">
              {t('payments.backToProduct')}
            </Button>
          ) : null}
          {action}
        </Stack>
      </Stack>
    </Paper>
  );
}
