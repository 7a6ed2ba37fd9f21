import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type MouseEvent, useId } from 'react';
import { Amount, AmountSentence } from '../../components/amount.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import type { PendingConfirmation } from './payment-submission.ts';

/**
 * The step before a charge: "You will pay 431,80 US$ with Visa •• 1111". A modal, so nothing on the form
 * can change behind the sentence the person agrees to; going back charges nothing and keeps what was typed.
 * Unlike ConfirmDialog, a tap on the backdrop does not close it: the second tap of a double press on
 * "Pay now" lands there, and the step must not vanish before it is read (Escape and "Go back" still do).
 * For the same reason the second press of a double press (a click whose count is 2 or more) is not taken: at
 * 360 px it can land on "Go back" (or on the Pay button) drawn where "Pay now" was.
 */
export function PaymentConfirmation({ confirmation }: { confirmation: PendingConfirmation | null }) {
  const { t } = useTranslation();
  const titleId = useId();
  // A keyboard's press counts 0, a single click or tap 1.
  const pressed = (act: (() => void) | undefined) => (event: MouseEvent) => {
    if (event.detail <= 1) act?.();
  };
  const shown = confirmation ? <Amount key="charge" value={confirmation.monto} currency={confirmation.moneda} /> : null;
  return (
    <Dialog
      open={confirmation !== null}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') confirmation?.cancel();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('payments.confirmTitle')}</DialogTitle>
      <DialogContent data-testid="payment-confirmation">
        {confirmation ? (
          <AmountSentence
            write={([amount]) => t('payments.confirmSentence', { amount, method: confirmation.method })}
            amounts={[shown]}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        {/* 44 px: a thumb must hit the right one of two buttons side by side. */}
        <Button onClick={pressed(confirmation?.cancel)} sx={{ minHeight: 44 }}>
          {t('payments.confirmBack')}
        </Button>
        <Button
          variant="contained"
          onClick={pressed(confirmation?.confirm)}
          sx={{ minHeight: 44 }}
          data-testid="payment-confirm"
        >
          {confirmation ? (
            <AmountSentence write={([amount]) => t('payments.confirmPay', { amount })} amounts={[shown]} />
          ) : null}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
