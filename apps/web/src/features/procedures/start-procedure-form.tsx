import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { kindNeedsProduct } from '@vo/domain/procedures/procedure.rules';
import {
  kindFromWire,
  PROCEDURE_KIND_WIRE,
  type ProcedureKindWire,
  startProcedureSchema,
} from '@vo/domain/procedures/procedure.schemas';
import type { ProductSummary } from '@vo/domain/products/products.types';
import { useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { ChoiceSelect } from '../../components/choice-select.tsx';
import { FormNativeSelect } from '../../components/form-native-select.tsx';
import { FormSubmit } from '../../components/form-submit.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { RequiredFields, RequiredLegend } from '../../components/required-fields.tsx';
import { failureMessage } from '../../lib/api.ts';
import { showOnField } from '../../lib/server-field-error.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { startProcedure, useRefreshProcedures } from './procedures-api.ts';

interface StartValues {
  tipo: ProcedureKindWire;
  idProducto: number | null;
  detalle: string;
}

const FIELDS = ['tipo', 'idProducto', 'detalle'] as const;
const needsProduct = (kind: ProcedureKindWire) => kindNeedsProduct(kindFromWire[kind]);

/**
 * A new procedure: its kind, the product it is about when the kind needs one (only the person's own are
 * offered) and what they need. The domain schema checks it here and again on the server.
 */
export function StartProcedureForm({ products }: { products: readonly ProductSummary[] }) {
  const { t } = useTranslation();
  const refresh = useRefreshProcedures();
  // Without products only the kinds about no product can be started.
  const kinds = Object.values(PROCEDURE_KIND_WIRE).filter((kind) => products.length > 0 || !needsProduct(kind));
  const form = useForm<StartValues>({
    resolver: zodResolver(startProcedureSchema) as unknown as Resolver<StartValues>,
    mode: 'onTouched',
    defaultValues: { tipo: kinds[0]!, idProducto: products[0]?.idProducto ?? null, detalle: '' },
  });
  const kind = useWatch({ control: form.control, name: 'tipo' });
  const [key, setKey] = useState(() => `procedure-${crypto.randomUUID()}`);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (values: StartValues) => startProcedure(values, key) });

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const body = { ...values, idProducto: needsProduct(values.tipo) ? values.idProducto : null };
      const answer = await send.mutateAsync(body);
      showToast('success', answer.message ?? '');
      form.reset({ ...values, detalle: '' });
      setKey(`procedure-${crypto.randomUUID()}`);
    } catch (error) {
      if (!showOnField(form.setError, error, FIELDS)) setRefusal(failureMessage(error) ?? t('platform.loadError'));
    }
    await refresh();
  });

  return (
    <RequiredFields schema={startProcedureSchema}>
      <Box component="form" noValidate onSubmit={submit} data-testid="procedure-form">
        <Stack spacing={2}>
          <Typography variant="h2">{t('procedures.new')}</Typography>
          <RequiredLegend />
          {products.length === 0 ? <Alert severity="info">{t('procedures.noProducts')}</Alert> : null}
          <Controller
            control={form.control}
            name="tipo"
            render={({ field }) => (
              <ChoiceSelect
                label={t('procedures.kindLabel')}
                name="tipo"
                value={field.value}
                onChange={field.onChange}
                options={kinds.map((k) => [k, t(`procedures.kind.${k}`)])}
              />
            )}
          />
          {needsProduct(kind) ? (
            <FormNativeSelect
              control={form.control}
              name="idProducto"
              label={t('procedures.product')}
              placeholder={t('procedures.productPlaceholder')}
              options={products.map((p) => ({ value: p.idProducto, label: `${p.descripcion} · ${p.nroContrato}` }))}
            />
          ) : null}
          <FormTextField
            control={form.control}
            name="detalle"
            label={t('procedures.detail')}
            helperText={t('procedures.detailHint')}
            multiline
            minRows={3}
          />
          <FormSubmit refusal={refusal} disabled={send.isPending} testId="procedure" size="medium">
            {t('procedures.submit')}
          </FormSubmit>
        </Stack>
      </Box>
    </RequiredFields>
  );
}
