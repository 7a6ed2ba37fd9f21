import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { failureMessage } from '../../lib/api.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { checkPasswordLink, type LinkInfo } from './auth-api.ts';

/** Checks a password link before showing its form; an invalid or expired link leads back to the start. */
export function PasswordLinkCheck({ usuario, children }: { usuario: string; children: (info: LinkInfo) => ReactNode }) {
  const { t } = useTranslation();
  // A read, not an action: no busy backdrop, the page's own spinner (and no query cache before login).
  const [check, setCheck] = useState<{ usuario: string; data?: LinkInfo; error?: unknown } | null>(null);
  useEffect(() => {
    let current = true;
    checkPasswordLink(usuario).then(
      (data) => current && setCheck({ usuario, data }),
      (error: unknown) => current && setCheck({ usuario, error }),
    );
    return () => {
      current = false;
    };
  }, [usuario]);
  if (check?.usuario !== usuario) return <PageSpinner />;
  if (check.error !== undefined) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" data-testid="link-invalid">
          {failureMessage(check.error) ?? t('auth.linkInvalid')}
        </Alert>
        <Link component={RouterLink} to="/">
          {t('notFound.back')}
        </Link>
      </Stack>
    );
  }
  return <>{children(check.data!)}</>;
}
