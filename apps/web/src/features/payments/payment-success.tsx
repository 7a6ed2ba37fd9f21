import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentResult } from '@vo/domain/payments/payments.schemas';
import type { ProductSummary } from '@vo/domain/products/products.types';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Amount } from '../../components/amount.tsx';
import { TYPE_SCALE } from '../../components/design-tokens.ts';
import { DetailLine } from '../../components/detail-line.tsx';
import { PdfActions } from '../../components/pdf-actions.tsx';
import { Picture } from '../../components/pictures.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { formatProductAmount } from '../../lib/product-money.ts';
import { shareOrCopy } from '../../lib/share.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { fetchReceipt } from '../products/index.ts';
import { useHomeData } from '../session/index.ts';

interface Props {
  result: PaymentResult;
  product: ProductSummary;
  /** The means as the person knows it ("Visa •• 1111"), when the page knows it. */
  method?: string;
  productPath: string;
}

/** Where the confirmation of the payment went (docs/decisions/0026: e-mail and SMS when the person has them). */
function useSentTo(): string | null {
  const { t } = useTranslation();
  const home = useHomeData();
  // Read already by the payment page: never "in your notices" for a moment and then the e-mail.
  if (home.isPending) return null;
  const email = home.data?.correo;
  const phone = home.data?.telefono;
  if (email && phone) return t('payments.sentToBoth', { email, phone });
  if (email) return t('payments.sentToEmail', { email });
  if (phone) return t('payments.sentToPhone', { phone });
  return t('payments.sentToNotices');
}

/**
 * A paid payment's own screen (docs/decisions/0045), in place of the page that took it: what was paid and
 * for what, the receipt's number, where the receipt was sent, then download and share, and the ways on. The
 * wire answer carries no date: the moment it arrived is the payment's, to the minute (docs/decisions/0032).
 */
export function PaymentSuccess({ result, product, method, productPath }: Props) {
  const { t, i18n } = useTranslation();
  const [paidAt] = useState(() => new Date().toISOString());
  const sentTo = useSentTo();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the person pressed "Pay" on is gone: the screen starts at its title, which takes the focus.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, []);
  const instalments =
    result.cuotasPagadas.length > 0 ? result.cuotasPagadas.join(', ') : t('payments.noInstalmentSettled');
  const share = async () => {
    const text = t('payments.shareText', {
      receipt: result.nroRecibo,
      amount: formatProductAmount(result.monto, product.moneda, i18n.language),
      product: product.descripcion,
    });
    const outcome = await shareOrCopy({ title: t('payments.successTitle'), text });
    if (outcome === 'copied') showToast('success', t('payments.shareCopied'));
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, minWidth: 0 }} data-testid="payment-result" data-state={result.estado}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', pt: { xs: 1, sm: 3 } }}>
        <Picture name="paid" sx={{ fontSize: 64, color: 'success.main' }} />
        <Typography variant="h1" ref={heading} tabIndex={-1} data-testid="receipt-title" sx={{ outline: 'none' }}>
          {t('payments.successTitle')}
        </Typography>
        {/* The paragraph has the display size itself, so one line of it is one line of the amount. */}
        <Typography component="p" data-testid="result-amount" sx={TYPE_SCALE.displayAmount}>
          <Amount value={result.monto} currency={product.moneda} />
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'break-word' }} data-testid="result-product">
          {t('payments.successFor', { product: product.descripcion })}
        </Typography>
      </Stack>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
            <DetailLine label={t('payments.receiptNumber')} value={result.nroRecibo} testId="receipt-number" />
            <DetailLine
              label={t('payments.receiptDate')}
              value={formatInstant(paidAt, i18n.language)}
              testId="result-date"
            />
            {method ? <DetailLine label={t('payments.receiptMethod')} value={method} testId="result-method" /> : null}
            <DetailLine label={t('payments.instalmentsPaid')} value={instalments} testId="result-instalments" />
          </Box>
          {sentTo ? (
            <Typography role="status" data-testid="result-sent-to">
              {sentTo}
            </Typography>
          ) : null}
        </Stack>
      </Paper>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {result.nroRecibo ? (
          <PdfActions
            load={() => fetchReceipt(result.idPago)}
            openLabel={t('payments.viewReceipt')}
            downloadLabel={t('payments.downloadReceipt')}
            downloadVariant="contained"
            testId="result-download-receipt"
          />
        ) : null}
        {result.nroRecibo ? (
          <Button variant="outlined" onClick={() => void share()} data-testid="result-share" sx={{ minHeight: 44 }}>
            {t('payments.shareReceipt')}
          </Button>
        ) : null}
      </Box>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={productPath} data-testid="result-back">
          {t('payments.backToProduct')}
        </Button>
        <Button component={RouterLink} to="/" data-testid="result-home">
          {t('payments.backHome')}
        </Button>
      </Stack>
    </Stack>
  );
}
