import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TWO_FOR_ONE } from '@vo/domain/catalogue/catalogue-config';
import { offerOf } from '@vo/domain/memberships/membership.rules';
import { Link as RouterLink } from 'react-router';
import { formatCalendarDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * /promocion-dos-por-uno (spec §2): the two-for-one promotion and its rules. The rules are not in the
 * spec; they are set in config (TWO_FOR_ONE, docs/decisions/0012), and the membership pages mark the
 * memberships it applies to today.
 */
export default function TwoForOnePage() {
  const { t, i18n } = useTranslation();
  const names = TWO_FOR_ONE.codes.map((code) => offerOf(code)?.name ?? code).join(', ');
  const rules = [
    t('twoForOne.rule.period', {
      from: formatCalendarDate(TWO_FOR_ONE.from, i18n.language),
      to: formatCalendarDate(TWO_FOR_ONE.to, i18n.language),
    }),
    t('twoForOne.rule.memberships', { names }),
    t('twoForOne.rule.cash'),
    t('twoForOne.rule.once', { count: TWO_FOR_ONE.perBuyer }),
    t('twoForOne.rule.beneficiary'),
  ];
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, minWidth: 0 }} data-testid="two-for-one-page">
      <Typography variant="h1">{t('twoForOne.title')}</Typography>
      <Typography>{t('twoForOne.intro')}</Typography>
      <Paper elevation={0}>
        <List data-testid="two-for-one-rules">
          {rules.map((rule) => (
            <ListItem key={rule} divider>
              {rule}
            </ListItem>
          ))}
        </List>
      </Paper>
      <Button component={RouterLink} to="/membresias" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t('twoForOne.seeMemberships')}
      </Button>
    </Stack>
  );
}
