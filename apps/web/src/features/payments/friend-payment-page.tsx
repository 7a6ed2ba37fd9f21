import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type FriendRequest, friendCodeQuerySchema, type PaymentResult } from '@vo/domain/payments/payments.schemas';
import { type ReactNode, useMemo, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiFailure, failureMessage } from '../../lib/api.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { FRIEND_PAYMENT_PATH } from '../products/index.ts';
import { CardPaymentForm } from './card-payment-form.tsx';
import { FriendCodeEntry } from './friend-code-entry.tsx';
import { FriendRequestFacts } from './friend-request-facts.tsx';
import { friendRequestKey, payFriendByCard, useFriendRequest } from './payment-means-api.ts';
import { PaymentResultView } from './payment-result.tsx';
import type { PaymentBase } from './payment-submission.ts';
import type { Answered } from './payments-api.ts';

/** The code of the address, as the server reads it (trimmed, upper case), or null when it cannot be one. */
function codeOf(param: string | undefined): string | null {
  if (param === undefined) return null;
  const parsed = friendCodeQuerySchema.safeParse({ codigo: param });
  return parsed.success ? parsed.data.codigo : null;
}

function PayRequest({ request }: { request: FriendRequest }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [paid, setPaid] = useState<{ answer: Answered<PaymentResult>; method?: string } | null>(null);
  const { codigo } = request;
  // A code paid or expired while the form was open: its new state replaces the form and says so.
  const base = useMemo<PaymentBase<{ codigo: string }>>(
    () => ({
      read: async () => ({ codigo }),
      fields: ['codigo'],
      refuse: () => void queryClient.invalidateQueries({ queryKey: friendRequestKey(codigo) }),
      // A friend confirms the code's fixed amount too before her card is charged.
      charge: () => ({ monto: request.monto, moneda: request.moneda }),
    }),
    [codigo, queryClient, request.monto, request.moneda],
  );
  const onPaid = (answer: Answered<PaymentResult>, method?: string) => {
    setPaid({ answer, method });
    void queryClient.invalidateQueries({ queryKey: friendRequestKey(codigo) });
  };

  if (paid) {
    return (
      <PaymentResultView
        result={paid.answer.data}
        currency={request.moneda}
        message={paid.answer.message}
        method={paid.method}
        receiptAvailable={false}
        action={
          <Button variant="outlined" component={RouterLink} to={FRIEND_PAYMENT_PATH} data-testid="friend-pay-another">
            {t('payments.friendPayAnother')}
          </Button>
        }
      />
    );
  }
  if (request.estado === 'pagado') {
    return (
      <Alert severity="info" data-testid="friend-request-closed">
        {t('payments.friendCodePaid')}
      </Alert>
    );
  }
  if (request.estado === 'vencido') {
    return (
      <Alert severity="warning" data-testid="friend-request-closed">
        {t('payments.friendCodeExpired')}
      </Alert>
    );
  }
  return (
    <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography color="text.secondary">{t('payments.friendPayIntro', { name: request.titular })}</Typography>
        <CardPaymentForm base={base} send={payFriendByCard} onPaid={onPaid} />
      </Stack>
    </Paper>
  );
}

/** /pago-amigo and /pago-amigo/:codigo: a logged-in person pays, by card, the amount someone asked them to. */
export default function FriendPaymentPage() {
  const { t } = useTranslation();
  const param = useParams().codigo;
  const codigo = codeOf(param);
  const request = useFriendRequest(codigo);

  let body: ReactNode;
  if (param === undefined) {
    body = (
      <>
        <Typography color="text.secondary">{t('payments.friendEntryIntro')}</Typography>
        <FriendCodeEntry />
      </>
    );
  } else if (codigo === null || request.error instanceof ApiFailure) {
    body = (
      <>
        <Alert severity="warning" data-testid="friend-request-invalid">
          {failureMessage(request.error) ?? t('payments.friendCodeInvalid')}
        </Alert>
        <FriendCodeEntry key={param} initial={param} />
      </>
    );
  } else if (request.isPending) body = <PageSpinner />;
  else if (request.isError) body = <LoadError onRetry={() => void request.refetch()} />;
  else {
    body = (
      <>
        <FriendRequestFacts request={request.data} />
        <PayRequest key={request.data.codigo} request={request.data} />
      </>
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="friend-payment-page">
      <Typography variant="h1">{t('payments.friendPayTitle')}</Typography>
      {body}
    </Stack>
  );
}
