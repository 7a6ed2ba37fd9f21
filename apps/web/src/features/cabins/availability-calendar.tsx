import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDaysToDate } from '@vo/domain/time';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { useTranslation } from '../../lib/use-translation.ts';
import { useAvailability } from './cabins-api.ts';
import { nightLabel } from './night-label.ts';
import { inStay, pickNight, type StayRange } from './stay-range.ts';

const DAYS = 14;

/**
 * Free cabins of the chosen kind per night, two weeks at a time (spec §2 availability calendar). A night
 * with a cabin free can be tapped to arrive that day, then a later one to stay until it (stay-range.ts);
 * the nights of the stay are shown picked. Each tile names its weekday (docs/decisions/0047).
 */
export function AvailabilityCalendar(props: {
  park: number;
  type: string;
  from: string;
  first: string;
  stay: StayRange | null;
  onFrom: (day: string) => void;
  onPick: (stay: StayRange) => void;
}) {
  const { t, i18n } = useTranslation();
  const nights = useAvailability({ parque: props.park, tipo: props.type, desde: props.from, dias: DAYS });
  const freeNights = new Set((nights.data?.noches ?? []).filter((n) => n.libres > 0).map((n) => n.fecha));
  const isFree = (night: string) => freeNights.has(night);
  return (
    <Stack spacing={1} data-testid="availability">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{t('cabinsPage.availability')}</Typography>
        <Button
          size="small"
          disabled={props.from <= props.first}
          onClick={() => props.onFrom(addDaysToDate(props.from, -DAYS))}
        >
          {t('cabinsPage.previous')}
        </Button>
        <Button size="small" onClick={() => props.onFrom(addDaysToDate(props.from, DAYS))} data-testid="cabins-later">
          {t('cabinsPage.next')}
        </Button>
      </Stack>
      {nights.isPending ? (
        <PageSpinner />
      ) : (
        // Two weeks as two rows of seven from 600 px on, so each column is one weekday.
        <Box
          sx={{
            display: 'grid',
            gap: 0.5,
            gridTemplateColumns: { xs: 'repeat(auto-fill, minmax(72px, 1fr))', sm: 'repeat(7, minmax(0, 1fr))' },
          }}
        >
          {(nights.data?.noches ?? []).map((night) => {
            const picked = inStay(props.stay, night.fecha);
            const label = nightLabel(night.fecha, i18n.language);
            return (
              <ButtonBase
                key={night.fecha}
                disabled={night.libres === 0}
                onClick={() => props.onPick(pickNight(props.stay, night.fecha, isFree))}
                aria-pressed={picked}
                data-testid={`night-${night.fecha}`}
                data-free={night.libres}
                data-picked={picked}
                sx={{
                  flexDirection: 'column',
                  p: 0.75,
                  minHeight: 64,
                  borderRadius: 1,
                  // success.main, not .light: white on MUI's light green is 2.8:1 (WCAG asks 4.5). A picked
                  // night is told by a white ring as well as its colour.
                  bgcolor: picked ? 'primary.main' : night.libres > 0 ? 'success.main' : 'grey.300',
                  boxShadow: picked ? 'inset 0 0 0 3px #fff' : undefined,
                  color: picked ? 'primary.contrastText' : night.libres > 0 ? 'success.contrastText' : 'text.secondary',
                }}
              >
                <Typography variant="caption" sx={{ fontWeight: label.weekend ? 700 : 400, lineHeight: 1.2 }}>
                  {label.weekday}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700, lineHeight: 1.2, whiteSpace: 'nowrap' }}>
                  {label.day}
                </Typography>
                <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
                  {night.libres > 0 ? t('cabinsPage.free', { count: night.libres }) : t('cabinsPage.full')}
                </Typography>
              </ButtonBase>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
