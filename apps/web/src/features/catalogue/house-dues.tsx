import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HouseScheduleWire } from '@vo/domain/prereservations/price-terms.wire';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useProductAmount } from '../../lib/use-product-amount.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/** What is due on the left (its date below it), the amount on the right, on a phone too. */
const ROW = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, alignItems: 'start' } as const;

/**
 * A house's dues (spec §9): the initial payment now, its balance within 7 days, the 5 direct instalments
 * of the 7% with their dates, and what a bank finances.
 */
export function HouseDues({ schedule, currency }: { schedule: HouseScheduleWire; currency: string }) {
  const { t, i18n } = useTranslation();
  const amount = useProductAmount();
  const count = schedule.cuotas.filter((due) => due.concepto === 'cuota').length;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }} data-testid="house-dues">
      {schedule.cuotas.map((due) => (
        <Box
          component="li"
          key={`${due.concepto}-${due.numero}`}
          sx={ROW}
          data-testid={`house-due-${due.concepto}-${due.numero}`}
        >
          <span>
            {t(`houseDue.${due.concepto}`, { number: due.numero, count })}
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {t('houseDue.due', { date: formatCalendarDate(due.vence, i18n.language) })}
            </Typography>
          </span>
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {amount(due.monto, currency)}
          </Box>
        </Box>
      ))}
      <Box component="li" sx={{ ...ROW, color: 'text.secondary' }} data-testid="house-due-bank">
        <span>{t('houseDue.bank')}</span>
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {amount(schedule.saldoBanco, currency)}
        </Box>
      </Box>
    </Box>
  );
}
