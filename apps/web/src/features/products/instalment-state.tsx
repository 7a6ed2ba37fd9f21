import Chip, { type ChipProps } from '@mui/material/Chip';
import { alpha, type Theme } from '@mui/material/styles';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { InstalmentStateWire } from '@vo/domain/products/products.types';
import { useTranslation } from '../../lib/use-translation.ts';

const LOOK: Record<InstalmentStateWire, { label: MessageKey; color: ChipProps['color'] }> = {
  PAGADA: { label: 'products.statePaid', color: 'success' },
  VENCIDA: { label: 'products.stateOverdue', color: 'error' },
  PENDIENTE: { label: 'products.statePending', color: 'default' },
};

export function InstalmentStateChip({ estado }: { estado: InstalmentStateWire }) {
  const { t } = useTranslation();
  const look = LOOK[estado] as (typeof LOOK)[InstalmentStateWire] | undefined;
  return <Chip size="small" color={look?.color ?? 'default'} label={look ? t(look.label) : estado} />;
}

/** Overdue instalments stand out in the error colour, in the table and in the phone cards alike. */
export const overdueTint = (theme: Theme) => alpha(theme.palette.error.main, 0.08);
