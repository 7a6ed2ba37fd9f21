import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatCount } from '@vo/domain/money';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error.tsx';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { formatInstantTime } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { MoneyTodayCard } from './money-today-card.tsx';
import { useToday } from './today-admin-api.ts';
import { TodayCard } from './today-card.tsx';
import { sectionLink } from './today-links.ts';

/**
 * The console's landing page (docs/decisions/0053): today's money beside the ledger, then
 * what waits for a person, each a card with its figure and the way to its list. The server leaves out the
 * cards of the sections the member's role does not open.
 */
export default function TodayPage() {
  const { t, i18n } = useTranslation();
  const today = useToday();
  const count = ({ cantidad, limitado }: { cantidad: number; limitado: boolean }) =>
    `${formatCount(cantidad, i18n.language)}${limitado ? '+' : ''}`;
  // One is said in words of its own ("1 payment"); any other count is written in the language's figures.
  const plural = (counted: { cantidad: number; limitado: boolean }) =>
    counted.cantidad === 1 && !counted.limitado ? { count: 1 } : { count: count(counted) };
  // A card with nothing to do says so, instead of describing what it would count.
  const said = (counted: { cantidad: number }, detail: string) =>
    counted.cantidad === 0 ? t('adminToday.nothingWaits') : detail;
  const data = today.data;

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h1">{t('adminToday.title')}</Typography>
          {data && (
            <Typography sx={{ color: 'text.secondary' }} data-testid="today-date">
              {formatCalendarDate(data.dia, i18n.language)} ·{' '}
              {t('adminToday.lead', {
                time: formatInstantTime(new Date(today.dataUpdatedAt).toISOString(), i18n.language),
              })}
            </Typography>
          )}
        </Box>
        <Button
          variant="text"
          onClick={() => void today.refetch()}
          sx={{ minHeight: 44, flexShrink: 0 }}
          data-testid="today-refresh"
        >
          {t('adminToday.refresh')}
        </Button>
      </Stack>

      {today.isError && !data ? <LoadError onRetry={() => void today.refetch()} /> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
        aria-busy={today.isPending}
      >
        {today.isPending &&
          [0, 1, 2].map((n) => <Skeleton key={n} variant="rounded" height={220} data-testid="today-skeleton" />)}
        {data?.dinero && <MoneyTodayCard day={data.dia} money={data.dinero} />}
        {data?.regularizacion && (
          <TodayCard
            testId="today-regularising"
            title={t('adminToday.regularisingTitle')}
            figure={count(data.regularizacion)}
            detail={said(data.regularizacion, t('adminToday.regularisingDetail'))}
            link={{ to: sectionLink('payments', '?estado=en_regularizacion'), label: t('adminToday.regularisingLink') }}
          />
        )}
        {data?.tramites && (
          <TodayCard
            testId="today-procedures"
            title={t('adminToday.proceduresTitle')}
            figure={count(data.tramites.presentados)}
            detail={said(data.tramites.presentados, t('adminToday.proceduresDetail'))}
            link={{ to: sectionLink('procedures', '?estado=presentado'), label: t('adminToday.proceduresLink') }}
          >
            {data.tramites.enRevision.cantidad > 0 && (
              <SecondLink
                to={sectionLink('procedures', '?estado=en_revision')}
                label={t('adminToday.proceduresInReview', { count: count(data.tramites.enRevision) })}
                testId="today-procedures-in-review"
              />
            )}
          </TodayCard>
        )}
        {data?.mensajesNoEnviados && (
          <TodayCard
            testId="today-messages"
            title={t('adminToday.messagesTitle')}
            figure={count(data.mensajesNoEnviados)}
            detail={said(data.mensajesNoEnviados, t('adminToday.messagesDetail'))}
            link={{ to: sectionLink('communication', '?tab=outbox'), label: t('adminToday.messagesLink') }}
          />
        )}
        {data?.prerreservas && (
          <TodayCard
            testId="today-prereservations"
            title={t('adminToday.prereservationsTitle')}
            figure={count(data.prerreservas.vencenPronto)}
            detail={said(
              data.prerreservas.vencenPronto,
              t('adminToday.prereservationsDetail', {
                days: String(data.prerreservas.diasReserva),
                hours: String(data.prerreservas.horasAviso),
              }),
            )}
            link={{ to: sectionLink('sales', '?vista=prerreservas'), label: t('adminToday.prereservationsLink') }}
          >
            {data.prerreservas.vencidas.cantidad > 0 && (
              <Typography data-testid="today-prereservations-past" sx={{ color: 'warning.dark' }}>
                {t('adminToday.prereservationsPast', plural(data.prerreservas.vencidas))}
              </Typography>
            )}
          </TodayCard>
        )}
      </Box>
    </Stack>
  );
}

/** A second list of the same card ("3 more in review"): a text link, still 44 px tall to the thumb. */
function SecondLink({ to, label, testId }: { to: string; label: string; testId: string }) {
  return (
    <Button
      component={Link}
      to={to}
      variant="text"
      sx={{ minHeight: 44, alignSelf: 'flex-start', px: 1 }}
      data-testid={testId}
    >
      {label}
    </Button>
  );
}
