import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { ProductKind, ProductSummary } from '@vo/domain/products/products.types';
import type { ReactNode } from 'react';
import { formatCalendarDate } from '../lib/format-date.ts';
import { useTranslation } from '../lib/use-translation.ts';
import { Amount, AmountSentence } from './amount.tsx';

export const PRODUCT_KIND_LABEL: Record<ProductKind, MessageKey> = {
  lote: 'products.kindLot',
  casa: 'products.kindHouse',
  membresia: 'products.kindMembership',
  abono: 'products.kindSeasonPass',
  suscripcion: 'products.kindSubscription',
};

function Fact({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Box data-testid={testId} sx={{ overflowWrap: 'break-word' }}>
        {children}
      </Box>
    </Stack>
  );
}

/**
 * What a customer needs to know of one product at a glance (my products, detail, payment): what it is,
 * its contract, what is owed, what is overdue (in the error colour) and the next instalment.
 */
export function ProductFacts({
  product,
  headingLevel = 'h2',
}: {
  product: ProductSummary;
  headingLevel?: 'h1' | 'h2';
}) {
  const { t, i18n } = useTranslation();
  const overdue = product.cuotasVencidas > 0;
  const next = product.proximaCuota;
  return (
    <Stack spacing={2}>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={t(PRODUCT_KIND_LABEL[product.tipo])}
          data-testid="product-kind"
        />
        <Typography
          variant="h2"
          component={headingLevel}
          sx={{ fontSize: { xs: '1.2rem', sm: '1.4rem' }, overflowWrap: 'anywhere' }}
          data-testid="product-description"
        >
          {product.descripcion}
        </Typography>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // As many columns as its own width holds (a phone, a side column, a desk): an amount never wraps,
          // so a column must be wide enough for one.
          gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))',
        }}
      >
        <Fact label={t('products.contract')} testId="product-contract">
          <Typography>{product.nroContrato}</Typography>
        </Fact>
        <Fact label={t('products.company')} testId="product-company">
          <Typography>{product.empresa}</Typography>
        </Fact>
        <Fact label={t('products.totalDebt')} testId="product-total-debt">
          <Typography sx={{ fontWeight: 700 }}>
            <Amount value={product.deudaTotal} currency={product.moneda} />
          </Typography>
        </Fact>
        <Fact label={t('products.overdueDebt')} testId="product-overdue">
          <Typography
            sx={{
              fontWeight: overdue ? 700 : 400,
              color: overdue ? 'error.main' : 'text.primary',
            }}
          >
            <Amount value={product.deudaVencida} currency={product.moneda} />
          </Typography>
          {overdue ? (
            <Typography variant="body2" color="error" data-testid="product-overdue-count">
              {t('products.overdueInstalments', { count: product.cuotasVencidas })}
            </Typography>
          ) : null}
        </Fact>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Fact label={t('products.nextInstalment')} testId="product-next">
            <Typography
              color={overdue ? 'error' : undefined}
              sx={{ fontWeight: overdue ? 700 : 400 }}
              data-state={overdue ? 'overdue' : 'pending'}
            >
              {next && overdue ? (
                // The oldest instalment with something left is the one past due: say so (docs/decisions/0031).
                t('homes.overdueNext', {
                  number: next.nroCuota,
                  date: formatCalendarDate(next.fechaVencimiento, i18n.language),
                })
              ) : next ? (
                <AmountSentence
                  write={([shown]) =>
                    t('products.nextInstalmentValue', {
                      number: next.nroCuota,
                      date: formatCalendarDate(next.fechaVencimiento, i18n.language),
                      amount: shown,
                    })
                  }
                  amounts={[<Amount key="next" value={next.monto} currency={product.moneda} />]}
                />
              ) : (
                t('products.noNextInstalment')
              )}
            </Typography>
          </Fact>
        </Box>
      </Box>
    </Stack>
  );
}
