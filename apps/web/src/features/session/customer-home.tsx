import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { centsToDecimalString } from '@vo/domain/money';
import type { ProductSummary } from '@vo/domain/products/products.types';
import { nextInstalmentDue, overdueProducts } from '@vo/domain/products/what-is-owed.rules';
import { Link as RouterLink } from 'react-router';
import { Amount, AmountSentence } from '../../components/amount.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { MoneyCard } from '../../components/money-card.tsx';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { centsOf } from '../../lib/product-money.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useUnreadCount } from '../notifications/index.ts';
import { PayOverdueButton, ProductProgress, paymentPath, useMyProducts } from '../products/index.ts';
import { HomeCard } from './home-card.tsx';

const CATALOGUE_PATH = '/proyectos';
const PROFILE_PATH = '/usuario';

/** What the person owes in all, per currency (products in other currencies are never added together). */
function totalsOwed(products: readonly ProductSummary[]): { currency: string; amount: string }[] {
  const byCurrency = new Map<string, bigint>();
  for (const product of products)
    byCurrency.set(product.moneda, (byCurrency.get(product.moneda) ?? 0n) + centsOf(product.deudaTotal));
  return [...byCurrency]
    .filter(([, cents]) => cents > 0n)
    .map(([currency, cents]) => ({ currency, amount: centsToDecimalString(cents) }));
}

/**
 * A customer's home answers "what do I owe, what next" above the fold at 360 × 740 (docs/decisions/0045):
 * the total owed, then one money card with one action. Anything overdue: the red card with what its button
 * pays ("Pagar 1.836,08 US$") and the other overdue products to pay next, and no other pay action on the page
 * (an instalment not yet due must not outrank it). Else the next instalment with its amount on the button.
 * No products: what to do next. Then each product's progress and the unread notices. It reads the same calls as "My products" and the bell
 * (docs/decisions/0031), so home and those pages never disagree.
 */
export function CustomerHome() {
  const { t } = useTranslation();
  const products = useMyProducts();
  const unread = useUnreadCount();
  const list = products.data ?? [];
  if (products.isSuccess && list.length === 0) {
    return (
      <Stack spacing={2} data-testid="customer-home">
        <EmptyState
          picture="inventory"
          text={`${t('home.noProductsTitle')}. ${t('home.noProductsText')}`}
          action={{ label: t('home.noProductsAction'), to: CATALOGUE_PATH }}
          testId="home-no-products"
        />
        <UnreadNotices count={unread.data ?? 0} />
        <ProfileLink />
      </Stack>
    );
  }
  const owed = totalsOwed(list);
  // On a desk the width is used: what to do now on the left, the products and notices beside it.
  return (
    <Box
      data-testid="customer-home"
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {owed.length > 0 ? (
          <Typography data-testid="home-total-owed" sx={{ color: 'text.secondary' }}>
            {t('home.totalOwed')}{' '}
            {owed.map((total, index) => (
              <Typography component="span" key={total.currency} sx={{ fontWeight: 700, color: 'text.primary' }}>
                {index > 0 ? ' · ' : null}
                <Amount value={total.amount} currency={total.currency} />
              </Typography>
            ))}
          </Typography>
        ) : null}
        <WhatNext products={list} />
      </Stack>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
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
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>{product.descripcion}</Typography>
                  <ProductProgress product={product} />
                </Stack>
              ))}
            </Stack>
          </HomeCard>
        ) : null}
        <UnreadNotices count={unread.data ?? 0} />
        <ProfileLink />
      </Stack>
    </Box>
  );
}

/** The one money card of the home: overdue first, else the next instalment, else "up to date". */
function WhatNext({ products }: { products: readonly ProductSummary[] }) {
  const { t, i18n } = useTranslation();
  // The card says what its one button pays: everything overdue of the product overdue longest. Another
  // product overdue is named after it, to be paid next; the total owed of all is above the card.
  const [oldest, ...others] = overdueProducts(products);
  if (oldest) {
    return (
      <MoneyCard
        tone="overdue"
        title={t('homes.overdueTitle')}
        amount={{ value: oldest.montoSugerido, currency: oldest.moneda }}
        testId="home-overdue-banner"
        detail={
          <Stack spacing={0.5}>
            <Typography data-testid="home-overdue-total" sx={{ color: 'inherit', overflowWrap: 'break-word' }}>
              {t('money.overdueProduct', { product: oldest.descripcion, count: oldest.cuotasVencidas })}
            </Typography>
            {others.map((product) => (
              <Typography
                key={product.idProducto}
                data-testid="home-overdue-other"
                sx={{ color: 'inherit', overflowWrap: 'break-word' }}
              >
                {t('money.overdueOthers', { product: product.descripcion })}
              </Typography>
            ))}
            <Typography variant="body2" sx={{ color: 'inherit' }}>
              {t('money.overdueKeepsOpen')}
            </Typography>
          </Stack>
        }
        action={<PayOverdueButton />}
      />
    );
  }
  const next = nextInstalmentDue(products);
  if (next?.proximaCuota) {
    const due = next.proximaCuota;
    return (
      <MoneyCard
        tone="due"
        title={t('homes.nextTitle')}
        amount={{ value: due.monto, currency: next.moneda }}
        testId="home-next-instalment"
        detail={
          <span data-testid="home-next-text">
            {t('homes.nextText', {
              number: due.nroCuota,
              product: next.descripcion,
              date: formatCalendarDate(due.fechaVencimiento, i18n.language),
            })}
          </span>
        }
        action={
          <Button
            variant="contained"
            size="large"
            fullWidth
            component={RouterLink}
            to={paymentPath(next.marca, next.idProducto)}
            data-testid="home-pay-now"
            sx={{ minHeight: 52, fontWeight: 700 }}
          >
            <AmountSentence
              write={([amount]) => t('money.pay', { amount })}
              amounts={[<Amount key="amount" value={due.monto} currency={next.moneda} />]}
            />
          </Button>
        }
      />
    );
  }
  return products.length > 0 ? (
    <Alert severity="success" data-testid="home-all-paid">
      <strong>{t('home.upToDate')}</strong> — {t('homes.allPaid')}
    </Alert>
  ) : null;
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

/** Identity lives in the profile: one quiet link to it, last. */
function ProfileLink() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to={PROFILE_PATH} sx={{ alignSelf: 'flex-start' }} data-testid="home-profile-link">
      {t('home.profileLink')}
    </Link>
  );
}
