import { AuthType, type LoginData } from '@vo/domain/auth/auth.schemas';
import type { Language } from '@vo/domain/config';
import { isLanguage } from '@vo/domain/i18n/catalogue';
import { daysLeft, roleOf, UserType } from '@vo/domain/session/session.rules';
import type { Executor } from '../../db/client.ts';
import { findLanguagePreference } from '../../platform/preferences.repo.ts';
import type { UserRow } from './auth.repo.ts';
import { issuePasswordLink } from './password-links.ts';

/** The login fields of spec §3 "Session", answered by login and by the mobile-session calls. */
export async function loginFields(
  db: Executor,
  secret: string,
  user: UserRow,
  session: { token: string; iat: number; exp: number },
  now: Date,
  /** Until the person stores a choice, the language the page was in when they logged in. */
  requestLanguage: Language,
): Promise<LoginData> {
  const role = roleOf(user);
  const stored = await findLanguagePreference(db, user.id);
  const secureDays = user.securePasswordDueAt ? daysLeft(user.securePasswordDueAt, now) : 0;
  const secureLink =
    secureDays > 0 && user.securePasswordDueAt
      ? await issuePasswordLink(db, secret, user.id, 'segura', now, user.securePasswordDueAt)
      : null;
  return {
    token: session.token,
    ci: user.documentNumber,
    nombreUsuario: user.fullName,
    TipoUsuario: UserType[role],
    esVendedor: user.isAdviser ? 1 : 0,
    mensajeVendedor: user.adviserMessage,
    esCajero: user.isCashier ? 1 : 0,
    puedeIngresar: user.canEnter,
    cantidadDiasLoginCarnet: secureDays,
    usuarioCambioSeguro: secureLink,
    mostrarModalCarnet: user.showIdModal,
    tipoAutenticacion: AuthType.password,
    lenguaje: isLanguage(stored) ? stored : requestLanguage,
    iat: session.iat,
    exp: session.exp,
  };
}
