import type { MobileSession } from '@vo/domain/auth/auth.wire';
import { AuthType, type AuthTypeCode } from '@vo/domain/auth/device-key.rules';
import type { Language } from '@vo/domain/config';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { findUserById } from './auth.repo.ts';
import { sessionAuthType } from './device-keys.repo.ts';
import { loginFields } from './login-fields.ts';

/**
 * GET user/sesion/movil(/datos): the native app hands its token to the web view
 * (/mobile/{tipodispositivo}/{mac}/{token}); the web asks who that token is.
 */
export async function mobileSession(
  deps: AppDeps,
  session: SessionContext,
  language: Language,
): Promise<MobileSession> {
  const now = deps.clock.now();
  const user = await findUserById(deps.db, session.userId);
  if (!user) throw new AppError('session.expired', 7);
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
  const times = { iat: seconds(session.createdAt), exp: seconds(session.expiresAt) };
  // The web view tells the same story as the native app's login: how this session was opened, on which device.
  const authType = ((await sessionAuthType(deps.db, session.sessionId)) ?? AuthType.password) as AuthTypeCode;
  const access = { authType, device: session.device };
  const fields = await loginFields(
    deps.db,
    deps.jwtSecret,
    user,
    { token: session.token, ...times },
    now,
    language,
    access,
  );
  return { ...fields, device: session.device, pushToken: session.pushToken };
}
