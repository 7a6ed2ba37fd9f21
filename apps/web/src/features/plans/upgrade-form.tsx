import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ProductSummary } from '@vo/domain/products/products.types';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { DetailLine } from '../../components/detail-line.tsx';
import { RequiredFields } from '../../components/required-fields.tsx';
import { typedAmount } from '../../lib/product-money.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { DOCUMENTS_PATH, productDetailPath, withProduct } from '../products/index.ts';
import { MembershipOptions } from './membership-options.tsx';
import { PlanFields } from './plan-fields.tsx';
import { PlanFormEnd } from './plan-form-end.tsx';
import { OutcomeLink, PlanBlocked, PlanOutcome } from './plan-outcome.tsx';
import { startingTerm, type UpgradeValues, upgradeFormSchema, upgradeRequestOf } from './plan-request.ts';
import { simulateUpgrade, type UpgradeOptions, upgradeMembership } from './plans-api.ts';
import { usePlanChange } from './use-plan-change.ts';

const FIELDS = ['membresia', 'cuotaInicial', 'plazo'] as const;
const CUSTOMER_SERVICE_PATH = '/atencion-cliente';

/** Choose a higher membership, simulate the financed difference, confirm: spec §4 ends in success or a warning. */
export function UpgradeForm({ product, options }: { product: ProductSummary; options: UpgradeOptions }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const currency = product.moneda;
  const first = options.opciones[0];
  const form = useForm<UpgradeValues>({
    resolver: zodResolver(upgradeFormSchema(i18n.language)) as unknown as Resolver<UpgradeValues>,
    mode: 'onChange',
    defaultValues: {
      membresia: first?.membresia ?? '',
      cuotaInicial: first ? typedAmount(first.cuotaInicialSugerida, i18n.language) : '',
      plazo: startingTerm(options),
    },
  });
  const values = useWatch({ control: form.control }) as UpgradeValues;
  const plan = usePlanChange({
    form,
    request: upgradeRequestOf(product.idProducto, values, i18n.language),
    scope: ['upgrade', product.idProducto],
    simulate: simulateUpgrade,
    confirm: upgradeMembership,
    fields: FIELDS,
  });
  const chosen = options.opciones.find((option) => option.membresia === values.membresia);

  if (plan.result) {
    const customerService = plan.result.data.resultado === 'atencion_cliente';
    return customerService ? (
      <PlanOutcome
        answer={plan.result}
        currency={currency}
        testId="upgrade-customer-service"
        warning
        fallbackMessage={t('plan.visitCustomerService')}
      >
        <OutcomeLink primary to={CUSTOMER_SERVICE_PATH} testId="upgrade-customer-service-link">
          {t('menu.customerService')}
        </OutcomeLink>
      </PlanOutcome>
    ) : (
      <PlanOutcome
        answer={plan.result}
        currency={currency}
        testId="upgrade-success"
        fallbackMessage={t('plan.upgraded')}
      >
        <OutcomeLink primary to={withProduct(DOCUMENTS_PATH, product.idProducto)} testId="upgrade-documents-link">
          {t('plan.seeDocuments')}
        </OutcomeLink>
        <OutcomeLink to={productDetailPath(product.marca, product.idProducto)} testId="upgrade-back">
          {t('payments.backToProduct')}
        </OutcomeLink>
      </PlanOutcome>
    );
  }
  if (plan.blocked) return <PlanBlocked message={plan.blocked.message} code={plan.blocked.envelope.code} />;
  if (!first) {
    return (
      <Alert severity="info" data-testid="upgrade-highest">
        {t('plan.highestMembership', { name: options.actual.nombre })}
      </Alert>
    );
  }
  return (
    <RequiredFields schema={upgradeFormSchema}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          plan.confirm();
        }}
        data-testid="upgrade-form"
      >
        <Stack spacing={2}>
          <DetailLine label={t('plan.currentMembership')} value={options.actual.nombre} testId="upgrade-current" />
          <MembershipOptions
            control={form.control}
            options={options.opciones}
            currency={currency}
            onChosen={(option) =>
              form.setValue('cuotaInicial', typedAmount(option.cuotaInicialSugerida, i18n.language), {
                shouldValidate: true,
              })
            }
          />
          <PlanFields
            control={form.control}
            currency={currency}
            terms={options.plazos}
            initialHint={
              chosen ? t('plan.suggestedInitial', { amount: amount(chosen.cuotaInicialSugerida, currency) }) : ''
            }
          />
          <PlanFormEnd plan={plan} currency={currency} confirmTestId="upgrade-confirm">
            {t('plan.confirmUpgrade')}
          </PlanFormEnd>
        </Stack>
      </Box>
    </RequiredFields>
  );
}
