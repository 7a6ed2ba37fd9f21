import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { EmptyState } from '../../components/empty-state.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { ProductCard } from './product-card.tsx';
import { useMyProducts } from './products-api.ts';

/** /mi-producto: one card per product of the person, overdue ones marked, each with its detail and payment. */
export default function MyProductsPage() {
  const { t } = useTranslation();
  const products = useMyProducts();

  if (products.isPending) return <PageSpinner shape="list" />;
  if (products.isError) return <LoadError onRetry={() => void products.refetch()} />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }} data-testid="products-page">
      <Typography variant="h1">{t('products.title')}</Typography>
      {products.data.length === 0 ? (
        <EmptyState
          picture="inventory"
          text={t('products.empty')}
          action={{ label: t('emptyState.seeProjects'), to: '/proyectos' }}
          testId="products-empty"
        />
      ) : (
        <>
          <Link
            component={RouterLink}
            to="/saldo-cuenta"
            data-testid="products-balance-link"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('products.balanceLink')}
          </Link>
          {/* Spec §2: /Tickets is hidden from the menu; a product's benefits are reached from here. */}
          <Link
            component={RouterLink}
            to="/Tickets"
            data-testid="products-tickets-link"
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('products.ticketsLink')}
          </Link>
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
            {products.data.map((product) => (
              <ProductCard key={product.idProducto} product={product} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
