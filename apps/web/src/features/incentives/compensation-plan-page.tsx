import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COMPENSATION_PLAN } from '@vo/domain/incentives/incentives-config';
import { numberFormat } from '@vo/domain/intl';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';

/** /plan-compensacion: what an adviser earns on their sales and their network's (figures from the domain's config). */
export default function CompensationPlanPage() {
  const { t, i18n } = useTranslation();
  const percent = (value: number) => numberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }} data-testid="compensation-page">
      <Typography variant="h1">{t('compensation.title')}</Typography>
      <Typography color="text.secondary">{t('compensation.intro')}</Typography>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('compensation.directTitle')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }}>
          {Object.entries(COMPENSATION_PLAN.directCommissionPercent).map(([kind, value]) => (
            <li key={kind}>
              <Typography>
                {t('compensation.directRow', { product: t(`compensation.product.${kind}`), percent: percent(value) })}
              </Typography>
            </li>
          ))}
        </Stack>
      </Paper>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('compensation.networkTitle')}
        </Typography>
        <Stack component="ul" spacing={1} sx={{ pl: 2.5, m: 0 }}>
          {COMPENSATION_PLAN.networkSharePercentByGeneration.map((value, index) => (
            <li key={value}>
              <Typography>
                {t('compensation.networkRow', { generation: index + 1, percent: percent(value) })}
              </Typography>
            </li>
          ))}
        </Stack>
        <Typography sx={{ mt: 1 }} color="text.secondary">
          {t('compensation.activeRule', { sales: COMPENSATION_PLAN.activeMonthSales })}
        </Typography>
      </Paper>
      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('compensation.incentivesTitle')}
        </Typography>
        <Typography>{t('compensation.incentivesText')}</Typography>
        <Stack direction="row" sx={{ gap: 2, mt: 1, flexWrap: 'wrap' }}>
          <Link component={RouterLink} to="/informacion">
            {t('menu.incentives')}
          </Link>
          <Link component={RouterLink} to="/capacitacion">
            {t('menu.training')}
          </Link>
        </Stack>
      </Paper>
    </Stack>
  );
}
