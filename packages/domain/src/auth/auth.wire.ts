import { z } from 'zod';
import { LANGUAGES, type Language } from '../config.ts';
import { type RoleFlags, roleOf, UserType } from '../session/session.rules.ts';
import {
  linkPasswordChangeSchema,
  loginRequestSchema,
  passwordChangeSchema,
  passwordLinkTokenSchema,
  type RecoveryMethod,
  recoveryCodeSchema,
  recoveryMethods,
  recoverySendSchema,
  recoveryVerifySchema,
} from './auth.schemas.ts';
import { AuthType, type AuthTypeCode, type DeviceKeyAuthType } from './device-key.rules.ts';

/* The wire of sign-in, passwords and recovery (spec §7, docs/decisions/0003, 0020). */

/** How a person proves who they are: the password, or a signature of the device's key over a challenge. */
export type LoginCredential =
  | { kind: 'password'; password: string }
  | { kind: 'device-key'; authType: DeviceKeyAuthType; challenge: string; signature: string };

export const loginRequest = loginRequestSchema.transform((body) => ({
  documentNumber: body.user,
  device: body.dispositivo ?? '',
  pushToken: body.tokenFCM ?? '',
  ethicsVersion: body.versionCodigoEtica ?? null,
  // The schema's refinement made sure each kind carries its fields.
  credential: credentialOf(body),
}));
export type LoginInput = z.output<typeof loginRequest>;

function credentialOf(body: z.output<typeof loginRequestSchema>): LoginCredential {
  const authType = body.tipoAutenticacion ?? AuthType.password;
  if (authType === AuthType.password) return { kind: 'password', password: body.password ?? '' };
  return { kind: 'device-key', authType, challenge: body.desafio ?? '', signature: body.firma ?? '' };
}

export const passwordLinkQuery = z
  .object({ usuario: passwordLinkTokenSchema })
  .transform((query) => ({ linkToken: query.usuario }));

/** The confirmation is checked by the schema; inside, only the new password travels on. */
export const linkPasswordChangeRequest = linkPasswordChangeSchema.transform((body) => ({
  linkToken: body.usuario,
  password: body.password,
}));

export const passwordChangeRequest = passwordChangeSchema.transform((body) => ({
  currentPassword: body.actual,
  password: body.password,
  closeDevices: body.cerrarDispositivos ?? false,
}));

export const recoveryVerifyRequest = recoveryVerifySchema.transform((body) => ({ documentNumber: body.ci }));

export const recoverySendRequest = recoverySendSchema.transform((body) => ({
  documentNumber: body.ci,
  method: body.metodo,
}));

export const recoveryCodeRequest = recoveryCodeSchema.transform((body) => ({
  documentNumber: body.ci,
  code: body.codigo,
}));

/** Inside: a session just opened (or handed to the web view), with what the portal shows of the person. */
export interface SignedIn extends RoleFlags {
  token: string;
  documentNumber: string;
  fullName: string;
  adviserMessage: string;
  canEnter: boolean;
  /** Days left to set a secure password, and the link to do it while some are left. */
  secureDaysLeft: number;
  secureLinkToken: string | null;
  showIdModal: boolean;
  /** How this session was opened (1 password, 2 fingerprint, 3 face id). */
  authType: AuthTypeCode;
  /** The device the session was opened from, when the client named one. */
  deviceId: string | null;
  /** The device's key registration on this device, if any: its id is the userToken the device keeps. */
  deviceKey: { id: string; authType: DeviceKeyAuthType } | null;
  language: Language;
  /** The token's iat and exp, in seconds. */
  issuedAt: number;
  expiresAt: number;
}

/** The login fields of spec §3 "Session". */
export const loginAnswer = z.object({
  token: z.string(),
  ci: z.string(),
  nombreUsuario: z.string(),
  TipoUsuario: z.number().int(),
  esVendedor: z.literal([0, 1]),
  mensajeVendedor: z.string(),
  esCajero: z.literal([0, 1]),
  puedeIngresar: z.boolean(),
  cantidadDiasLoginCarnet: z.number().int(),
  /** Link token for /cambiar-pass-segura/{usuario} while a secure password is still due. */
  usuarioCambioSeguro: z.string().nullable(),
  mostrarModalCarnet: z.boolean(),
  tipoAutenticacion: z.number().int(),
  lenguaje: z.enum(LANGUAGES),
  iat: z.number().int(),
  exp: z.number().int(),
  /** Spec §3 "type": the authentication type this session was opened with (as tipoAutenticacion). */
  type: z.literal([1, 2, 3]),
  /** Spec §3 "device id": the device named at login, null when none was. */
  idDispositivo: z.string().nullable(),
  /** Spec §3 "userToken": the id of this device's key (not a secret, never the password), null without one. */
  userToken: z.string().nullable(),
  /** Spec §3 fingerprint/face-id preference: whether this device logs in with its key, and with which. */
  biometriaActiva: z.boolean(),
  tipoBiometria: z.literal([2, 3]).nullable(),
});
export type LoginData = z.output<typeof loginAnswer>;

export function loginWire(signedIn: SignedIn): LoginData {
  return {
    token: signedIn.token,
    ci: signedIn.documentNumber,
    nombreUsuario: signedIn.fullName,
    TipoUsuario: UserType[roleOf(signedIn)],
    esVendedor: signedIn.isAdviser ? 1 : 0,
    mensajeVendedor: signedIn.adviserMessage,
    esCajero: signedIn.isCashier ? 1 : 0,
    puedeIngresar: signedIn.canEnter,
    cantidadDiasLoginCarnet: signedIn.secureDaysLeft,
    usuarioCambioSeguro: signedIn.secureLinkToken,
    mostrarModalCarnet: signedIn.showIdModal,
    tipoAutenticacion: signedIn.authType,
    lenguaje: signedIn.language,
    iat: signedIn.issuedAt,
    exp: signedIn.expiresAt,
    type: signedIn.authType,
    idDispositivo: signedIn.deviceId,
    userToken: signedIn.deviceKey?.id ?? null,
    biometriaActiva: signedIn.deviceKey !== null,
    tipoBiometria: signedIn.deviceKey?.authType ?? null,
  };
}

/** The web view's session: the login fields plus the device the native app registered. */
export interface MobileSession extends SignedIn {
  device: string;
  pushToken: string;
}

export const mobileSessionAnswer = loginAnswer.extend({ tipoDispositivo: z.string(), macFirebase: z.string() });
export type MobileSessionData = z.output<typeof mobileSessionAnswer>;

export function mobileSessionWire(session: MobileSession): MobileSessionData {
  return { ...loginWire(session), tipoDispositivo: session.device, macFirebase: session.pushToken };
}

/** Why a person holds a password link; the page shows a different title for each. */
export type LinkPurpose = 'primer-ingreso' | 'recuperacion' | 'segura';

export const passwordLinkAnswer = z.object({
  proposito: z.enum(['primer-ingreso', 'recuperacion', 'segura']),
  cantidadDiasLoginCarnet: z.number().int(),
});
export type LinkInfo = z.output<typeof passwordLinkAnswer>;

export const passwordLinkWire = (link: { purpose: LinkPurpose; secureDaysLeft: number }): LinkInfo => ({
  proposito: link.purpose,
  cantidadDiasLoginCarnet: link.secureDaysLeft,
});

/** The ways a code can travel; the contact itself is never shown (it would confirm the document). */
export const recoveryChannelsAnswer = z.object({ metodos: z.array(z.object({ tipo: z.enum(recoveryMethods) })) });
export type RecoveryMethodOption = z.output<typeof recoveryChannelsAnswer>['metodos'][number];
export const recoveryChannelsWire = (methods: readonly RecoveryMethod[]): z.output<typeof recoveryChannelsAnswer> => ({
  metodos: methods.map((tipo) => ({ tipo })),
});

export const recoveryCodeSentAnswer = z.object({ expiraEnSegundos: z.number().int() });
export const recoveryCodeSentWire = (seconds: number): z.output<typeof recoveryCodeSentAnswer> => ({
  expiraEnSegundos: seconds,
});

/** The right code buys a password link. */
export const recoveryLinkAnswer = z.object({ usuario: z.string() });
export const recoveryLinkWire = (linkToken: string): z.output<typeof recoveryLinkAnswer> => ({ usuario: linkToken });
