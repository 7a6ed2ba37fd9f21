import Alert from '@mui/material/Alert';
import { ApiStatus } from '@vo/domain/envelope';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { ApiFailure } from '../../lib/api.ts';
import { setUiLanguage } from '../../lib/i18n.ts';
import { markInsideWebView, notifyHost } from '../../lib/mobile-bridge.ts';
import { clearSession, startSession } from '../../lib/session-store.ts';
import { useTranslation } from '../../lib/use-translation.ts';
import { loadMobileSession } from './session-api.ts';

/**
 * /mobile/{tipodispositivo}/{mac}/{token}: the native app opens its web view here with its own token.
 * The token is stored first so the session call sends it in the header, then the session is loaded like a login.
 */
export default function MobileSessionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tipodispositivo = '', mac = '', token = '' } = useParams();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; the session must load once.
    if (started.current) return;
    started.current = true;
    markInsideWebView(tipodispositivo, mac);
    loadMobileSession(token)
      .then((data) => {
        void setUiLanguage(data.lenguaje);
        navigate('/', { replace: true });
        startSession(data);
      })
      .catch((error: unknown) => {
        // Spec §4: a failed session load removes the token; the host app decides what comes next.
        clearSession();
        setFailed(true);
        const alreadyTold = error instanceof ApiFailure && error.envelope.status === ApiStatus.sessionExpired;
        if (!alreadyTold) notifyHost('SESSION_EXPIRED', t('session.expired'));
      });
  }, [tipodispositivo, mac, token, navigate, t]);

  if (failed) return <Alert severity="error">{t('session.expired')}</Alert>;
  return <PageSpinner label={t('mobile.opening')} />;
}
