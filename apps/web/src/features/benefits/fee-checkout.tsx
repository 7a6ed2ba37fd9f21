import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { FeePaymentWire } from '@vo/domain/benefits/benefit.schemas';
import type { CardFields } from '@vo/domain/payments/card.rules';
import { type ReactNode, useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { showToast } from '../../lib/toast-bus.ts';
import type { PaymentBase, PaymentSender } from '../payments/index.ts';
import { CardPaymentForm } from '../payments/index.ts';

interface Props<T extends FeePaymentWire> {
  title: string;
  intro: string;
  /** what is being paid for (the card, the membership) */
  summary: ReactNode;
  productId: number;
  /** the fee as the wire writes it ("35.00") and its currency: said in the confirmation step before the charge */
  fee: { monto: string; moneda: string };
  send: PaymentSender<CardFields & { idProducto: number }, T>;
  submitLabel: string;
  /** where the person goes back to, after paying or instead of it */
  back: { to: string; label: string };
  /** what else the person should know before paying (means not offered, …) */
  note?: ReactNode;
}

/**
 * A fee of a membership paid by card (the accreditation card's year, the RCI affiliation): confirmed in the
 * payment step every charge has, one charge however often Pay is pressed, refusals next to their field, then back to the page it was for.
 */
export function FeeCheckout<T extends FeePaymentWire>({
  title,
  intro,
  summary,
  productId,
  fee,
  send,
  submitLabel,
  back,
  note,
}: Props<T>) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const base = useMemo<PaymentBase<{ idProducto: number }>>(
    () => ({
      read: async () => ({ idProducto: productId }),
      fields: ['idProducto'],
      refuse: (_field, message) => showToast('error', message),
      // Every charge is confirmed the same way, a fee too (docs/decisions/0045): "You will pay 35,00 US$ with Visa •• 1111".
      charge: () => ({ monto: fee.monto, moneda: fee.moneda }),
    }),
    [productId, fee.monto, fee.moneda],
  );
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, minWidth: 0 }} data-testid="fee-checkout">
      <Typography variant="h1">{title}</Typography>
      <Paper elevation={0} sx={{ p: 2 }}>
        <Stack spacing={1}>
          {summary}
          <Typography>{intro}</Typography>
        </Stack>
      </Paper>
      {note}
      <Paper elevation={0} sx={{ p: 2 }}>
        <CardPaymentForm
          base={base}
          send={send}
          submitLabel={submitLabel}
          onPaid={async (answer) => {
            showToast('success', answer.message ?? '');
            await queryClient.invalidateQueries({ queryKey: ['benefits'] });
            // Paid: Back must not lead to the form again (a second charge one press away).
            navigate(back.to, { replace: true });
          }}
        />
      </Paper>
      <Button component={RouterLink} to={back.to} sx={{ alignSelf: 'flex-start' }}>
        {back.label}
      </Button>
    </Stack>
  );
}
