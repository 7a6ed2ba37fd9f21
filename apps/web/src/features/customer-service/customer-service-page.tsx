import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CUSTOMER_SERVICE_WHATSAPP } from '@vo/domain/config';
import { useTranslation } from '../../lib/use-translation.ts';
import { whatsappLink } from './whatsapp.ts';

/** /atencion-cliente: how to reach a person, open to visitors and logged-in users. */
export default function CustomerServicePage() {
  const { t } = useTranslation();
  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 4 }, maxWidth: 560 }}>
      <Stack spacing={2}>
        <Typography variant="h1">{t('customerService.title')}</Typography>
        <Typography>{t('customerService.body')}</Typography>
        <Typography color="text.secondary">{t('customerService.hours')}</Typography>
        <Button
          variant="contained"
          color="success"
          size="large"
          href={whatsappLink(CUSTOMER_SERVICE_WHATSAPP)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="whatsapp-link"
        >
          {t('customerService.whatsapp')}
        </Button>
        <Typography data-testid="whatsapp-number" sx={{ fontWeight: 600 }}>
          {CUSTOMER_SERVICE_WHATSAPP}
        </Typography>
      </Stack>
    </Paper>
  );
}
