import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { failureMessage } from '../../lib/api.ts';
import { checkPasswordLink, type LinkInfo } from './auth-api.ts';

/** Checks a password link before showing its form; an invalid or expired link leads back to the start. */
export function PasswordLinkCheck({ usuario, children }: { usuario: string; children: (info: LinkInfo) => ReactNode }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['password-link', usuario], queryFn: () => checkPasswordLink(usuario) });
  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" data-testid="link-invalid">
          {failureMessage(query.error) ?? t('auth.linkInvalid')}
        </Alert>
        <Link component={RouterLink} to="/">
          {t('notFound.back')}
        </Link>
      </Stack>
    );
  }
  return <>{children(query.data)}</>;
}
