import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/use-translation.ts';

/** Any address the registry does not know (spec §2). */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', py: 4 }} data-testid="not-found">
      <Typography variant="h1">{t('notFound.title')}</Typography>
      <Typography>{t('notFound.body')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
}
