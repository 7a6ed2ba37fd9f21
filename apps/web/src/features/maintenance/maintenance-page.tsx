import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';

/**
 * /maintenance while the portal is up: the maintenance screen itself replaces the whole app when maintenance
 * is on, so a person reaching this address now is simply told the portal works.
 */
export default function MaintenancePage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="success">{t('maintenance.inactive')}</Alert>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
