import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@vo/domain/products/products.types';
import type { ReactNode } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ProductFacts } from '../../components/product-facts.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { useMyProducts, useProductParam } from '../products/index.ts';
import { MembershipList } from './membership-list.tsx';
import { PlanBlocked } from './plan-outcome.tsx';
import { isBlockingRefusal } from './plan-request.ts';
import { useUpgradeOptions } from './plans-api.ts';
import { UpgradeForm } from './upgrade-form.tsx';

function Upgrade({ product }: { product: ProductSummary }) {
  const options = useUpgradeOptions(product.idProducto);
  let body: ReactNode;
  if (isBlockingRefusal(options.error)) {
    body = <PlanBlocked message={options.error.message} code={options.error.envelope.code} />;
  } else if (options.isPending) body = <PageSpinner />;
  else if (options.isError) body = <LoadError onRetry={() => void options.refetch()} />;
  else body = <UpgradeForm product={product} options={options.data} />;
  return (
    <>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="product-summary">
        <ProductFacts product={product} />
      </Paper>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        {body}
      </Paper>
    </>
  );
}

/** /mejorar-membresia[?idProducto=]: a higher membership, its price difference financed with an addendum. */
export default function UpgradeMembershipPage() {
  const { t } = useTranslation();
  const products = useMyProducts();
  // Not chosen for the person even when they hold one membership: the list says what will be upgraded.
  const [idProducto, choose] = useProductParam();

  let body: ReactNode;
  if (products.isPending) body = <PageSpinner />;
  else if (products.isError) body = <LoadError onRetry={() => void products.refetch()} />;
  else if (idProducto === null) {
    body = (
      <MembershipList
        memberships={products.data.filter((product) => product.tipo === 'membresia')}
        onChoose={(id) => choose(id, { replace: false })}
      />
    );
  } else {
    const product = products.data.find((p) => p.idProducto === idProducto);
    body = product ? (
      <Upgrade key={product.idProducto} product={product} />
    ) : (
      <Alert severity="warning" data-testid="product-not-found">
        {t('products.notFound')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="upgrade-page">
      <Typography variant="h1">{t('plan.upgradeTitle')}</Typography>
      <Typography color="text.secondary">{t('plan.upgradeIntro')}</Typography>
      {body}
    </Stack>
  );
}
