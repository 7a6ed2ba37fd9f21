import Chip, { type ChipProps } from '@mui/material/Chip';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { PaymentStateWire } from '@vo/domain/products/products.types';
import { useTranslation } from '../lib/use-translation.ts';

const LOOK: Record<PaymentStateWire, { label: MessageKey; color: ChipProps['color'] }> = {
  confirmado: { label: 'payments.stateConfirmed', color: 'success' },
  pendiente: { label: 'payments.statePending', color: 'info' },
  en_regularizacion: { label: 'payments.stateRegularising', color: 'warning' },
  expirado: { label: 'payments.stateExpired', color: 'default' },
  reembolsado: { label: 'payments.stateRefunded', color: 'default' },
};

/** The state of a payment in words and colour (history of a product, QR waiting to be paid). */
export function PaymentStateChip({ estado }: { estado: PaymentStateWire }) {
  const { t } = useTranslation();
  const look = LOOK[estado] as (typeof LOOK)[PaymentStateWire] | undefined;
  return (
    <Chip size="small" color={look?.color ?? 'default'} label={look ? t(look.label) : estado} data-state={estado} />
  );
}
