import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TRAINING_MODULES } from '@vo/domain/incentives/incentives-config';
import { useTranslation } from '../../lib/use-translation.ts';

/** /capacitacion (hidden from the menu, spec §2): the courses for independent advisers. */
export default function TrainingPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }} data-testid="training-page">
      <Typography variant="h1">{t('training.title')}</Typography>
      <Typography color="text.secondary">{t('training.intro')}</Typography>
      {TRAINING_MODULES.map((module) => (
        <Paper key={module.id} elevation={0} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 0.5, flexWrap: 'wrap' }}>
            <Typography variant="h2">{t(`training.module.${module.id}.title`)}</Typography>
            <Chip size="small" label={t('training.hours', { hours: module.hours })} />
          </Stack>
          <Typography color="text.secondary">{t(`training.module.${module.id}.text`)}</Typography>
        </Paper>
      ))}
    </Stack>
  );
}
