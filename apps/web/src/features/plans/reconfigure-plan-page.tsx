import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@vo/domain/products/products.types';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { DetailLine } from '../../components/detail-line.tsx';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { typedAmount } from '../../lib/product-money.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { DOCUMENTS_PATH, ProductChooser, productDetailPath, withProduct } from '../products/index.ts';
import { PlanFields } from './plan-fields.tsx';
import { PlanFormEnd } from './plan-form-end.tsx';
import { OutcomeLink, PlanBlocked, PlanOutcome } from './plan-outcome.tsx';
import { isBlockingRefusal, type PlanValues, planFormSchema, planRequestOf, startingTerm } from './plan-request.ts';
import { type PlanOptions, reconfigurePlan, simulateReconfiguration, usePlanOptions } from './plans-api.ts';
import { usePlanChange } from './use-plan-change.ts';

const FIELDS = ['cuotaInicial', 'plazo'] as const;

function ReconfigureForm({ product, options }: { product: ProductSummary; options: PlanOptions }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const currency = product.moneda;
  const form = useForm<PlanValues>({
    resolver: zodResolver(planFormSchema(i18n.language)) as unknown as Resolver<PlanValues>,
    mode: 'onChange',
    defaultValues: {
      cuotaInicial: typedAmount(options.cuotaInicialSugerida, i18n.language),
      plazo: startingTerm(options),
    },
  });
  const values = useWatch({ control: form.control }) as PlanValues;
  const plan = usePlanChange({
    form,
    request: planRequestOf(product.idProducto, values, i18n.language),
    scope: ['reconfigure', product.idProducto],
    simulate: simulateReconfiguration,
    confirm: reconfigurePlan,
    fields: FIELDS,
  });

  if (plan.result) {
    return (
      <PlanOutcome
        answer={plan.result}
        currency={currency}
        testId="plan-success"
        fallbackMessage={t('plan.reconfigured')}
      >
        <OutcomeLink primary to={withProduct(DOCUMENTS_PATH, product.idProducto)} testId="plan-documents-link">
          {t('plan.seeDocuments')}
        </OutcomeLink>
        <OutcomeLink to={productDetailPath(product.marca, product.idProducto)} testId="plan-back">
          {t('payments.backToProduct')}
        </OutcomeLink>
      </PlanOutcome>
    );
  }
  if (plan.blocked) return <PlanBlocked message={plan.blocked.message} code={plan.blocked.envelope.code} />;
  return (
    <RequiredFields schema={planFormSchema}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          plan.confirm();
        }}
        data-testid="plan-form"
      >
        <Stack spacing={2}>
          <DetailLine label={t('plan.valueToFinance')} value={amount(options.valor, currency)} testId="plan-value" />
          <PlanFields
            control={form.control}
            currency={currency}
            terms={options.plazos}
            initialHint={t('plan.suggestedInitial', { amount: amount(options.cuotaInicialSugerida, currency) })}
          />
          <PlanFormEnd plan={plan} currency={currency} confirmTestId="plan-confirm">
            {t('plan.confirm')}
          </PlanFormEnd>
        </Stack>
      </Box>
    </RequiredFields>
  );
}

function Reconfigure({ product }: { product: ProductSummary }) {
  const options = usePlanOptions(product.idProducto);
  if (isBlockingRefusal(options.error)) {
    return <PlanBlocked message={options.error.message} code={options.error.envelope.code} />;
  }
  if (options.isPending) return <PageSpinner />;
  if (options.isError) return <LoadError onRetry={() => void options.refetch()} />;
  return <ReconfigureForm product={product} options={options.data} />;
}

/** /reconfigurar-plan-pago?idProducto= (linked from the product detail): a new plan for what is left to pay. */
export default function ReconfigurePlanPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="reconfigure-plan-page">
      <Typography variant="h1">{t('plan.reconfigureTitle')}</Typography>
      <Typography color="text.secondary">{t('plan.reconfigureIntro')}</Typography>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <ProductChooser>
            {(product, id) =>
              id === null ? null : product === null ? (
                <Alert severity="warning" data-testid="product-not-found">
                  {t('products.notFound')}
                </Alert>
              ) : (
                <Reconfigure key={id} product={product} />
              )
            }
          </ProductChooser>
        </Stack>
      </Paper>
    </Stack>
  );
}
