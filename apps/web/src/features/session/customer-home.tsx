import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { nextInstalmentDue, overdueTotals } from '@vo/domain/products/what-is-owed.rules';
import { Link as RouterLink } from 'react-router';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useUnreadCount } from '../notifications/index.ts';
import { PayOverdueButton, ProductProgress, paymentPath, useMyProducts } from '../products/index.ts';
import { HomeCard } from './home-card.tsx';

/**
 * A customer's home answers "what do I owe, what next" (issue 23): the overdue total with its way out, else
 * the next instalment with "Pay now", each product's progress, and the unread notices. It reads the same
 * calls as "My products" and the bell (docs/decisions/0031), so home and those pages never disagree.
 */
export function CustomerHome() {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const products = useMyProducts();
  const unread = useUnreadCount();
  const list = products.data ?? [];
  const overdue = overdueTotals(list);
  const next = nextInstalmentDue(list);
  return (
    <Stack spacing={2} data-testid="customer-home">
      {overdue.length > 0 ? (
        <Alert
          severity="error"
          variant="filled"
          data-testid="home-overdue-banner"
          action={<PayOverdueButton variant="contained" color="inherit" size="small" sx={{ color: 'error.dark' }} />}
          sx={{ alignItems: 'center', '& .MuiAlert-action': { pt: 0 }, flexWrap: 'wrap' }}
        >
          <AlertTitle>{t('homes.overdueTitle')}</AlertTitle>
          {overdue.map((total) => (
            <Typography key={total.currency} variant="body2" data-testid="home-overdue-total">
              {t('homes.overdueText', { count: total.instalments, amount: amount(total.amount, total.currency) })}
            </Typography>
          ))}
        </Alert>
      ) : null}
      {next?.proximaCuota ? (
        <HomeCard
          title={t('homes.nextTitle')}
          testId="home-next-instalment"
          action={
            <Button
              variant="contained"
              component={RouterLink}
              to={paymentPath(next.marca, next.idProducto)}
              data-testid="home-pay-now"
            >
              {t('homes.payNow')}
            </Button>
          }
        >
          <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }} data-testid="home-next-amount">
            {amount(next.proximaCuota.monto, next.moneda)}
          </Typography>
          <Typography data-testid="home-next-text">
            {t('homes.nextText', {
              number: next.proximaCuota.nroCuota,
              product: next.descripcion,
              date: formatCalendarDate(next.proximaCuota.fechaVencimiento, i18n.language),
            })}
          </Typography>
        </HomeCard>
      ) : products.isSuccess && list.length > 0 && overdue.length === 0 ? (
        <Alert severity="success" data-testid="home-all-paid">
          {t('homes.allPaid')}
        </Alert>
      ) : null}
      {list.length > 0 ? (
        <HomeCard
          title={t('homes.myProducts')}
          testId="home-products"
          action={
            <Button component={RouterLink} to="/mi-producto" data-testid="home-products-link">
              {t('menu.products')}
            </Button>
          }
        >
          <Stack spacing={2}>
            {list.map((product) => (
              <Stack key={product.idProducto} spacing={0.5}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{product.descripcion}</Typography>
                <ProductProgress product={product} />
              </Stack>
            ))}
          </Stack>
        </HomeCard>
      ) : null}
      <UnreadNotices count={unread.data ?? 0} />
    </Stack>
  );
}

function UnreadNotices({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity={count > 0 ? 'info' : 'success'}
      data-testid="home-unread"
      action={
        count > 0 ? (
          <Button component={RouterLink} to="/notificationes" color="inherit" size="small">
            {t('homes.openNotices')}
          </Button>
        ) : undefined
      }
    >
      {count > 0 ? t('homes.unread', { count }) : t('homes.noUnread')}
    </Alert>
  );
}
