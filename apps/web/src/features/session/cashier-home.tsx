import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';
import { PREPAID_CARDS_PATH } from '../products/index.ts';
import { HomeCard } from './home-card.tsx';

/** The cashier's home is the desk's shortcuts (docs/decisions/0031): the three things a cashier does, one tap each. */
export function CashierHome() {
  const { t } = useTranslation();
  const shortcuts = [
    { to: '/reservar-cabana', label: t('homes.deskCabins'), testId: 'home-desk-cabins' },
    { to: PREPAID_CARDS_PATH, label: t('homes.deskPrepaid'), testId: 'home-desk-prepaid' },
    { to: '/informacion', label: t('homes.deskIncentives'), testId: 'home-desk-incentives' },
  ];
  return (
    <HomeCard title={t('homes.deskTitle')} testId="cashier-home">
      <Stack sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {shortcuts.map((shortcut, index) => (
          <Button
            key={shortcut.to}
            component={RouterLink}
            to={shortcut.to}
            variant={index === 0 ? 'contained' : 'outlined'}
            size="large"
            sx={{ minHeight: 56 }}
            data-testid={shortcut.testId}
          >
            {shortcut.label}
          </Button>
        ))}
      </Stack>
    </HomeCard>
  );
}
