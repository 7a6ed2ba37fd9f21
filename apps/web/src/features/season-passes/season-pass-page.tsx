import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PassPrereservation, SeasonPassTypeWire } from '@vo/domain/season-passes/season-pass.rules';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { failureMessage } from '../../lib/api.ts';
import { ApiFailure } from '../../lib/api-client.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  BuyerFields,
  SOLD_PRODUCTS_PATH,
  showOnBuyerField,
  useBuyerForm,
  useRefreshCatalogue,
} from '../catalogue/index.ts';
import { NotFoundPage } from '../not-found/index.ts';
import { prereservePass, useSeasonPassType } from './season-passes-api.ts';

function PassForm({ pass }: { pass: SeasonPassTypeWire }) {
  const { t } = useTranslation();
  const amount = useProductAmount();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = useRefreshCatalogue();
  const form = useBuyerForm();
  const [key] = useState(() => `abono-${crypto.randomUUID()}`);
  const [price, setPrice] = useState<number | null>(null);
  const [priceMessage, setPriceMessage] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (body: Parameters<typeof prereservePass>[0]) => prereservePass(body, key),
  });
  const submit = form.handleSubmit(async (cliente) => {
    setRefusal(null);
    // Spec §5: a season-pass price must be selected before pre-reservation.
    if (price === null) return setPriceMessage(t('seasonPasses.priceRequired'));
    try {
      const answer = await send.mutateAsync({
        tipoAbono: pass.tipoAbono,
        idPrecio: price,
        cliente,
      } as PassPrereservation);
      await refresh();
      showToast('success', answer.message ?? '');
      navigate(SOLD_PRODUCTS_PATH);
    } catch (error) {
      const message = failureMessage(error) ?? t('prereservations.couldNotRegister');
      const campo =
        error instanceof ApiFailure ? (error.envelope.data as { campo?: string } | undefined)?.campo : undefined;
      if (campo === 'idPrecio') {
        setPriceMessage(message);
        // the stock changed: show what is left now
        await queryClient.invalidateQueries({ queryKey: ['season-pass', pass.tipoAbono] });
      } else if (!showOnBuyerField(form, error, message)) setRefusal(message);
    }
  });
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2}>
        <Paper elevation={0} sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }} id="pass-prices">
            {t('seasonPassPage.choosePrice')}
          </Typography>
          <RadioGroup
            aria-labelledby="pass-prices"
            value={price === null ? '' : String(price)}
            onChange={(event) => {
              setPrice(Number(event.target.value));
              setPriceMessage(null);
            }}
          >
            {pass.precios.map((p) => (
              <FormControlLabel
                key={p.idPrecio}
                value={String(p.idPrecio)}
                disabled={p.disponibles === 0}
                control={<Radio />}
                label={t('seasonPassPage.priceOption', {
                  option: p.opcion,
                  amount: amount(p.precio, 'USD'),
                  left: p.disponibles,
                })}
                data-testid={`pass-price-${p.idPrecio}`}
              />
            ))}
          </RadioGroup>
          {priceMessage ? (
            <FormHelperText error data-testid="pass-price-message">
              {priceMessage}
            </FormHelperText>
          ) : null}
        </Paper>
        <BuyerFields form={form} />
        {refusal ? <Alert severity="error">{refusal}</Alert> : null}
        <Button type="submit" variant="contained" size="large" disabled={send.isPending} data-testid="pass-submit">
          {t('seasonPassPage.submit')}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * /prereservar-abono/{tipoAbono} (spec §2, §5): a season pass of that type, at the price chosen (required
 * first), while there is stock; its benefits (spec §9) above.
 */
export default function SeasonPassPage() {
  const { t } = useTranslation();
  const { tipoAbono = '' } = useParams();
  const pass = useSeasonPassType(tipoAbono);
  if (pass.isPending) return <PageSpinner />;
  if (pass.isError) {
    const missing = pass.error instanceof ApiFailure && pass.error.envelope.code === 'seasonPasses.typeNotFound';
    return missing ? <NotFoundPage /> : <LoadError onRetry={() => void pass.refetch()} />;
  }
  const data = pass.data;
  return (
    <Stack spacing={2} sx={{ maxWidth: 880, minWidth: 0 }} data-testid="season-pass-page">
      <Typography variant="h1">{t(`seasonPassPage.type.${data.tipoAbono}` as never)}</Typography>
      <Paper elevation={0} sx={{ p: 2 }} data-testid="pass-benefits">
        <Typography>
          {t('seasonPassPage.benefits', {
            passes: data.pasesParque,
            spa: data.descuentoSpa,
            hospital: data.descuentoHospitalizacion,
          })}
        </Typography>
      </Paper>
      {data.abierto ? (
        <PassForm pass={data} />
      ) : (
        <Alert severity="warning" data-testid="pass-closed">
          {t('seasonPasses.renewalClosed')}
        </Alert>
      )}
    </Stack>
  );
}
