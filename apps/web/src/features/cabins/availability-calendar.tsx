import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { addDaysToDate } from '@vo/domain/time';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { useAvailability } from './cabins-api.ts';

const DAYS = 14;

/**
 * Free cabins of the chosen kind per night, two weeks at a time (spec §2 availability calendar). A day
 * with a cabin free can be tapped to arrive that day.
 */
export function AvailabilityCalendar(props: {
  park: number;
  type: string;
  from: string;
  first: string;
  onFrom: (day: string) => void;
  onPick: (day: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const nights = useAvailability({ parque: props.park, tipo: props.type, desde: props.from, dias: DAYS });
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
        <Button size="small" onClick={() => props.onFrom(addDaysToDate(props.from, DAYS))}>
          {t('cabinsPage.next')}
        </Button>
      </Stack>
      {nights.isPending ? (
        <PageSpinner />
      ) : (
        <Box sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))' }}>
          {(nights.data?.noches ?? []).map((night) => (
            <ButtonBase
              key={night.fecha}
              disabled={night.libres === 0}
              onClick={() => props.onPick(night.fecha)}
              data-testid={`night-${night.fecha}`}
              data-free={night.libres}
              sx={{
                flexDirection: 'column',
                p: 0.75,
                borderRadius: 1,
                // success.main, not .light: white on MUI's light green is 2.8:1 (WCAG asks 4.5).
                bgcolor: night.libres > 0 ? 'success.main' : 'grey.300',
                color: night.libres > 0 ? 'success.contrastText' : 'text.secondary',
              }}
            >
              <Typography variant="caption">{formatCalendarDate(night.fecha, i18n.language)}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {night.libres > 0 ? t('cabinsPage.free', { count: night.libres }) : t('cabinsPage.full')}
              </Typography>
            </ButtonBase>
          ))}
        </Box>
      )}
    </Stack>
  );
}
