import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { FriendRequest } from '@vo/domain/payments/payments.schemas';
import { useRef, useState } from 'react';
import { failureMessage } from '../../lib/api.ts';
import { serverFieldError } from '../../lib/server-field-error.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import type { AmountAccess } from './amount-field.tsx';
import { FriendCodeView } from './friend-code-view.tsx';
import { askFriendToPay } from './payment-means-api.ts';

interface Props {
  idProducto: number;
  amount: AmountAccess;
}

/**
 * "Ask a friend": a code for the amount above, valid 48 hours, that someone else pays by card on
 * /pago-amigo. Nothing is charged here, so no Idempotency-Key: a second code is just another code.
 */
export function AskFriend({ idProducto, amount }: Props) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<FriendRequest | null>(null);
  const sending = useRef(false);
  const mutation = useMutation({
    mutationFn: askFriendToPay,
    onSuccess: setRequest,
    onError: (error) => {
      const onAmount = serverFieldError(error, ['monto'] as const);
      if (onAmount) amount.refuse(onAmount.message);
    },
  });

  const create = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const monto = await amount.read();
      if (monto) await mutation.mutateAsync({ idProducto, monto }).catch(() => undefined);
    } finally {
      sending.current = false;
    }
  };

  if (request) {
    return <FriendCodeView request={request} onAnother={() => setRequest(null)} />;
  }
  const refusal = serverFieldError(mutation.error, ['monto']) ? null : failureMessage(mutation.error);
  return (
    <Stack spacing={2} data-testid="friend-form">
      <Typography color="text.secondary">{t('payments.friendIntro')}</Typography>
      {refusal ? (
        <Alert severity="error" data-testid="friend-refusal">
          {refusal}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        onClick={create}
        disabled={mutation.isPending}
        data-testid="friend-create"
      >
        {t('payments.friendCreate')}
      </Button>
    </Stack>
  );
}
