import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { MembershipBatch, MembershipBatchLine } from '@vo/domain/memberships/membership.schemas';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormSubmit } from '../../components/form-submit.tsx';
import { failureMessage } from '../../lib/api.ts';
import { showToast } from '../../lib/toast-bus.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import {
  BuyerFields,
  SOLD_PRODUCTS_PATH,
  showOnBuyerField,
  useBuyerForm,
  useRefreshCatalogue,
} from '../catalogue/index.ts';
import { removeFromBasket, useBasket } from './membership-basket.ts';
import { prereserveMemberships } from './memberships-api.ts';

/**
 * /prereserva-membresia (spec §2, §5): the memberships chosen, for one buyer, sent together. Each line's
 * outcome is shown (spec §8 "one or more membership pre-reservations failed" names which); the lines
 * that went through leave the list, the failed ones stay to be corrected or removed.
 */
export default function MembershipPrereservationPage() {
  const { t } = useTranslation();
  const basket = useBasket();
  const refresh = useRefreshCatalogue();
  const form = useBuyerForm();
  const [key, setKey] = useState(() => `membresias-${crypto.randomUUID()}`);
  const [failures, setFailures] = useState<Map<string, string>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (body: MembershipBatch) => prereserveMemberships(body, key) });

  const submit = form.handleSubmit(async (cliente) => {
    setRefusal(null);
    const lines = basket;
    try {
      const answer = await send.mutateAsync({ cliente, membresias: lines.map((l) => l.choice) } as MembershipBatch);
      // The next send is another request: the lines left are not what was sent under this key.
      setKey(`membresias-${crypto.randomUUID()}`);
      const byLine = (line: MembershipBatchLine) => lines[line.linea - 1];
      const done = answer.lines.filter((l) => l.estado === 'prerreservada').map((l) => byLine(l)?.id ?? '');
      setFailures(
        new Map(
          answer.lines.flatMap((l) =>
            l.estado === 'fallida' && byLine(l) ? [[byLine(l)!.id, l.mensaje] as const] : [],
          ),
        ),
      );
      removeFromBasket(done);
      await refresh();
      if (answer.refused) setRefusal(answer.message ?? t('prereservations.couldNotRegister'));
      else showToast(done.length === lines.length ? 'success' : 'warning', answer.message ?? '');
    } catch (error) {
      const message = failureMessage(error) ?? t('prereservations.couldNotRegister');
      if (!showOnBuyerField(form, error, message)) setRefusal(message);
    }
  });

  return (
    <Stack spacing={2} sx={{ maxWidth: 880, minWidth: 0 }} data-testid="membership-prereservation-page">
      <Typography variant="h1">{t('membershipPrereservation.title')}</Typography>
      {basket.length === 0 ? (
        <Alert severity="info" data-testid="basket-empty">
          {t('membershipPrereservation.empty')}{' '}
          <RouterLink to="/membresias">{t('membershipPrereservation.chooseMemberships')}</RouterLink>
          {' · '}
          <RouterLink to={SOLD_PRODUCTS_PATH}>{t('menu.soldProducts')}</RouterLink>
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <Stack spacing={2}>
            <Paper elevation={0}>
              <List disablePadding data-testid="basket">
                {basket.map((line) => (
                  <ListItem
                    key={line.id}
                    divider
                    data-testid="basket-line"
                    secondaryAction={
                      <Button size="small" onClick={() => removeFromBasket([line.id])}>
                        {t('membershipPrereservation.remove')}
                      </Button>
                    }
                  >
                    <Stack sx={{ pr: 10 }}>
                      <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {line.choice.formaPago === 'contado'
                          ? t('lotPlan.cash')
                          : t('membershipPrereservation.creditLine', {
                              initial: line.choice.cuotaInicial,
                              months: line.choice.plazo,
                            })}
                        {line.choice.beneficiarios.length > 0
                          ? ` · ${t('soldProducts.beneficiaries', { count: line.choice.beneficiarios.length })}`
                          : ''}
                      </Typography>
                      {failures.get(line.id) ? (
                        <Typography color="error" variant="body2" data-testid="basket-line-failure">
                          {failures.get(line.id)}
                        </Typography>
                      ) : null}
                    </Stack>
                  </ListItem>
                ))}
              </List>
            </Paper>
            <BuyerFields form={form} />
            <FormSubmit refusal={refusal} disabled={send.isPending} testId="membership">
              {t('membershipPrereservation.submit', { count: basket.length })}
            </FormSubmit>
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
