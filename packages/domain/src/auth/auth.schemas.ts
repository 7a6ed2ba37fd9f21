import { z } from 'zod';
import { DOCUMENT_NUMBER_MAX_LENGTH, LANGUAGES } from '../config.ts';
import { PASSWORD_MAX_LENGTH, RECOVERY_CODE_LENGTH } from './auth-config.ts';
import {
  AuthType,
  DEVICE_CHALLENGE_MAX_LENGTH,
  DEVICE_ID_MAX_LENGTH,
  DEVICE_SIGNATURE_MAX_LENGTH,
} from './device-key.rules.ts';
import { ETHICS_VERSION_MAX_LENGTH } from './ethics.rules.ts';
import { passwordPolicyViolations } from './password.rules.ts';
import { containsPersonalData, type PasswordOwner } from './password-weakness.ts';

/** A person's document number (CI): digits, letters and the hyphen of a complement ("1234567-1A"). */
export const documentNumberSchema = z
  .string({ error: 'auth.userRequired' })
  .trim()
  .min(1, { error: 'auth.userRequired' })
  .max(DOCUMENT_NUMBER_MAX_LENGTH, { error: 'auth.userInvalid' })
  .regex(/^[0-9A-Za-z-]+$/, { error: 'auth.userInvalid' })
  // Complements are typed in any case ("1234567-1a") but stored in upper case.
  .toUpperCase();

/** A password typed to log in: any text, bounded so nobody can make us hash megabytes. */
export const passwordInputSchema = z
  .string({ error: 'auth.passwordRequired' })
  .min(1, { error: 'auth.passwordRequired' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password.tooLong' });

/** A new password must satisfy the policy of spec §5; each failed rule is its own message. */
export const newPasswordSchema = z.string({ error: 'auth.passwordRequired' }).superRefine((password, ctx) => {
  for (const key of passwordPolicyViolations(password)) ctx.addIssue({ code: 'custom', message: key });
});

const newPasswordWithConfirmation = {
  password: newPasswordSchema,
  confirmacion: z.string({ error: 'password.mismatch' }).max(PASSWORD_MAX_LENGTH, { error: 'password.mismatch' }),
};

function confirmationMatches(value: { password: string; confirmacion: string }, ctx: z.RefinementCtx) {
  if (value.password !== value.confirmacion) {
    ctx.addIssue({ code: 'custom', message: 'password.mismatch', path: ['confirmacion'] });
  }
}

const optionalText = (max: number) => z.string().max(max).optional();

/**
 * POST user/login/nuevo (spec §7). `versionCodigoEtica` is ours: the version of the code of ethics the person
 * accepted. Optional, so a native app older than it keeps logging in (docs/decisions/0024).
 * `tipoAutenticacion` 2 or 3 logs in with the device's key instead of the password: `dispositivo` names the
 * device, `desafio` is the challenge it was given and `firma` its signature (docs/decisions/0027). All
 * optional: a client that sends none of them logs in with its password exactly as before.
 */
export const loginFieldsSchema = z.object({
  user: documentNumberSchema,
  password: passwordInputSchema.optional(),
  dispositivo: optionalText(DEVICE_ID_MAX_LENGTH),
  tokenFCM: optionalText(4096),
  versionCodigoEtica: z
    .string({ error: 'auth.ethicsOutdated' })
    .max(ETHICS_VERSION_MAX_LENGTH, { error: 'auth.ethicsOutdated' })
    .optional(),
  tipoAutenticacion: z.literal([1, 2, 3], { error: 'auth.authTypeInvalid' }).optional(),
  desafio: z
    .string({ error: 'auth.deviceKeyRefused' })
    .max(DEVICE_CHALLENGE_MAX_LENGTH, { error: 'auth.deviceKeyRefused' })
    .optional(),
  firma: z
    .string({ error: 'auth.deviceKeyRefused' })
    .max(DEVICE_SIGNATURE_MAX_LENGTH, { error: 'auth.deviceKeyRefused' })
    .optional(),
});

/** A password login needs the password; a key login needs the device, the challenge and its signature. */
export const loginRequestSchema = loginFieldsSchema.superRefine((body, ctx) => {
  if ((body.tipoAutenticacion ?? AuthType.password) === AuthType.password) {
    if (body.password === undefined)
      ctx.addIssue({ code: 'custom', message: 'auth.passwordRequired', path: ['password'] });
    return;
  }
  if (!body.dispositivo) ctx.addIssue({ code: 'custom', message: 'auth.deviceRequired', path: ['dispositivo'] });
  else if (!body.desafio || !body.firma)
    ctx.addIssue({ code: 'custom', message: 'auth.deviceKeyRefused', path: ['firma'] });
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The page adds the ethics-code acceptance (spec §5) to the same fields; typing a password is its own way in. */
export const loginFormSchema = loginFieldsSchema.extend({
  password: passwordInputSchema,
  ethicsAccepted: z.literal(true, { error: 'auth.ethicsRequired' }),
});

/** The signed link token of /cambiar-pass/{usuario} and /cambiar-pass-segura/{usuario}. */
export const passwordLinkTokenSchema = z
  .string()
  .min(1, { error: 'auth.linkInvalid' })
  .max(2048, { error: 'auth.linkInvalid' });

/** Set a new password through a link (first login, recovery, secure change). */
export const linkPasswordChangeSchema = z
  .object({ usuario: passwordLinkTokenSchema, ...newPasswordWithConfirmation })
  .superRefine(confirmationMatches);
export type LinkPasswordChange = z.infer<typeof linkPasswordChangeSchema>;

/**
 * A new-password form that knows whose password it is (the page's session, the recovery's document): the
 * person's own data is refused next to the field before sending; the server checks all it knows again.
 */
export function withPasswordOwner<S extends z.ZodType<{ password: string }, { password: string }>>(
  schema: S,
  owner: PasswordOwner,
): S {
  return schema.superRefine((value, ctx) => {
    if (containsPersonalData(value.password, owner))
      ctx.addIssue({ code: 'custom', message: 'password.personalData', path: ['password'] });
  });
}

/** Change the password while logged in. */
export const passwordChangeSchema = z
  .object({
    actual: passwordInputSchema,
    ...newPasswordWithConfirmation,
    /** Also revoke every device key (docs/decisions/0041); optional, so a client that sends none keeps them. */
    cerrarDispositivos: z.boolean({ error: 'deviceKeys.closeDevicesInvalid' }).optional(),
  })
  .superRefine(confirmationMatches);
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const recoveryMethods = ['correo', 'sms'] as const;
export type RecoveryMethod = (typeof recoveryMethods)[number];

export const recoveryVerifySchema = z.object({ ci: documentNumberSchema });
export const recoverySendSchema = z.object({
  ci: documentNumberSchema,
  metodo: z.enum(recoveryMethods, { error: 'recovery.methodRequired' }),
});
export const recoveryCodeSchema = z.object({
  ci: documentNumberSchema,
  codigo: z
    .string({ error: 'recovery.codeFormat' })
    .trim()
    .regex(new RegExp(`^\\d{${RECOVERY_CODE_LENGTH}}$`), { error: 'recovery.codeFormat' }),
});

/** POST|PUT /user/preferencia/actualizar/lenguaje (spec §7); token is also sent in the header. */
export const languageUpdateSchema = z.object({
  lenguaje: z.enum(LANGUAGES, { error: 'language.invalid' }),
  token: optionalText(4096),
});

/** POST token/user/register (spec §7). */
export const deviceRegisterSchema = z.object({
  ciUser: documentNumberSchema,
  tokenDispositivo: z.string().min(1).max(4096),
  imei: optionalText(64),
});

export { AuthType } from './device-key.rules.ts';

/** Status 2 of login: where to send the person to change the password. */
export interface MustChangePasswordData {
  usuario: string;
}
