import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { nightsOf } from '@vo/domain/cabins/cabin.rules';
import { ONE_LINE_FIGURE } from '../../components/whole-words.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { dayWithWeekday } from './night-label.ts';
import type { StayRange } from './stay-range.ts';

/**
 * The chosen stay and what it costs, in a bar that stays at the bottom of the screen while the form is on it
 * (sticky, not fixed: it leaves with the form, so it never covers the reservations below). Before a stay is
 * chosen it says what to tap; its button sends the form, with the price on it.
 */
export function StayBar({
  stay,
  total,
  canSend,
}: {
  stay: StayRange | null;
  total: string | null;
  /** both days are given (the server judges them) and nothing is being sent */
  canSend: boolean;
}) {
  const { t, i18n } = useTranslation();
  const day = (date: string) => dayWithWeekday(date, i18n.language);
  const nights = stay ? nightsOf(stay.arrival, stay.departure).length : 0;
  return (
    <Box
      data-testid="cabin-stay-bar"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        mx: -2,
        mb: -2,
        px: 2,
        py: 1.5,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.08)',
        borderBottomLeftRadius: 'inherit',
        borderBottomRightRadius: 'inherit',
      }}
    >
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }} aria-live="polite" data-testid="cabin-stay-summary">
        {stay && total ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('cabinStay.range', { arrival: day(stay.arrival), departure: day(stay.departure) })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('cabinStay.nights', { count: nights })} ·{' '}
              <Box component="span" sx={{ ...ONE_LINE_FIGURE, color: 'text.primary', fontWeight: 700 }}>
                {total}
              </Box>
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('cabinStay.pickArrival')}
          </Typography>
        )}
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!canSend}
        data-testid="cabin-submit"
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, minHeight: 48, whiteSpace: 'nowrap' }}
      >
        {stay && total ? t('cabinStay.reserveFor', { total }) : t('cabinsPage.reserve')}
      </Button>
    </Box>
  );
}
