import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import { BEST_SELLER_CYCLES } from '@vo/domain/incentives/incentives-config';
import { Link as RouterLink } from 'react-router';
import { PdfActions } from '../../components/pdf-actions.tsx';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useSession } from '../../lib/session-store.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { fetchIncentivesPdf } from './incentives-api.ts';

const RACE_RULES: MessageKey[] = [
  'incentives.info.raceRule1',
  'incentives.info.raceRule2',
  'incentives.info.raceRule3',
  'incentives.info.raceRule4',
  'incentives.info.raceRule5',
];

/**
 * /informacion: how the travel race and the best-seller bonus are counted, and the same as a PDF (spec §2).
 * Advisers reach their race and bonus standings from here (those entries are hidden from the menu).
 */
export default function IncentivesInfoPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const cycles = BEST_SELLER_CYCLES.map(
    (c) => `${formatCalendarDate(c.from, i18n.language)} – ${formatCalendarDate(c.to, i18n.language)}`,
  ).join('; ');
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }} data-testid="incentives-page">
      <Typography variant="h1">{t('incentives.info.title')}</Typography>
      <Typography color="text.secondary">{t('incentives.info.intro')}</Typography>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('incentives.info.raceTitle')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }}>
          {RACE_RULES.map((key) => (
            <li key={key}>
              <Typography>{t(key)}</Typography>
            </li>
          ))}
        </Stack>
      </Paper>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('incentives.info.bonusTitle')}
        </Typography>
        <Typography>{t('incentives.info.bonusRule1')}</Typography>
        <Typography>{t('incentives.info.bonusRule2', { cycles })}</Typography>
      </Paper>
      <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <PdfActions
          load={fetchIncentivesPdf}
          downloadLabel={t('incentives.info.download')}
          downloadVariant="contained"
          testId="incentives-pdf"
        />
        {session?.role === 'adviser' ? (
          <>
            <Link component={RouterLink} to="/ranking" data-testid="incentives-ranking-link">
              {t('menu.ranking')}
            </Link>
            <Link component={RouterLink} to="/bono-mejor-vendedor" data-testid="incentives-bonus-link">
              {t('menu.bestSeller')}
            </Link>
            <Link component={RouterLink} to="/capacitacion">
              {t('menu.training')}
            </Link>
          </>
        ) : null}
      </Stack>
    </Stack>
  );
}
