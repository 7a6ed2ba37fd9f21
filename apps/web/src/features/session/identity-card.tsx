import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageKey } from '@vo/domain/i18n/catalogue';
import type { Role } from '@vo/domain/session/session.rules';
import type { HomeData } from '@vo/domain/session/session.wire';
import { DetailLine } from '../../components/detail-line.tsx';
import { formatInstant } from '../../lib/format-instant.ts';
import { useTranslation } from '../../lib/use-translation.ts';

const ROLE_LABEL: Record<Role, MessageKey> = {
  customer: 'home.customer',
  adviser: 'home.adviser',
  cashier: 'home.cashier',
};

/**
 * Who is logged in and when they came: the role, the document, the contacts, the last and this session's
 * login. An adviser's and a cashier's home show it below their work; a customer reads it in her profile,
 * where it does not push what she owes below the fold (docs/decisions/0045).
 */
export function IdentityCard({ data, title }: { data: HomeData; title?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper component="section" elevation={0} sx={{ p: { xs: 2, sm: 3 } }} data-testid="identity-card">
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {title ? (
            <Typography variant="h2" sx={{ flex: 1 }}>
              {title}
            </Typography>
          ) : null}
          <Chip color="primary" label={t(ROLE_LABEL[data.rol])} data-testid="home-role" />
        </Stack>
        <DetailLine label={t('home.document')} value={data.ci} testId="home-document" />
        <DetailLine label={t('home.email')} value={data.correo ?? '—'} testId="home-email" />
        <DetailLine label={t('home.phone')} value={data.telefono ?? '—'} testId="home-phone" />
        <DetailLine
          label={t('home.lastLogin')}
          value={data.ingresoAnterior ? formatInstant(data.ingresoAnterior, i18n.language) : t('home.firstLogin')}
          testId="home-last-login"
        />
        <DetailLine
          label={t('home.sessionStarted')}
          value={formatInstant(data.sesionIniciada, i18n.language)}
          testId="home-session-started"
        />
      </Stack>
    </Paper>
  );
}
