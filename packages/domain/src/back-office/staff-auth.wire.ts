import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/auth-config.ts';
import { EMAIL_MAX_LENGTH } from '../config.ts';
import { STAFF_ROLES, type StaffRole } from './staff-roles.ts';

/* The wire of the staff's sign-in (staff-auth.endpoints.ts; docs/decisions/0038). */

export const staffEmailSchema = z
  .string({ error: 'staff.emailRequired' })
  .trim()
  .min(1, { error: 'staff.emailRequired' })
  .max(EMAIL_MAX_LENGTH, { error: 'staff.emailRequired' })
  .toLowerCase();
export const staffPasswordSchema = z
  .string({ error: 'auth.passwordRequired' })
  .min(1, { error: 'auth.passwordRequired' })
  .max(PASSWORD_MAX_LENGTH, { error: 'password.tooLong' });
/** An authenticator's code (six digits), as opposed to a recovery code (eight letters and digits). */
export const isAuthenticatorCode = (code: string) => /^\d{6}$/.test(code);

/** Six digits from the authenticator, or a recovery code "ABCD-EFGH" (typed with or without the hyphen). */
export const staffCodeSchema = z
  .string({ error: 'staff.codeRequired' })
  .trim()
  .min(1, { error: 'staff.codeRequired' })
  .max(20, { error: 'staff.codeInvalid' })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .refine((code) => isAuthenticatorCode(code) || /^[A-Z0-9]{8}$/.test(code), { error: 'staff.codeInvalid' });

export const staffProfileAnswer = z.object({
  nombre: z.string(),
  correo: z.string(),
  rol: z.enum(STAFF_ROLES),
});

/** Inside: who a staff member is, as the console greets them. */
export interface StaffProfile {
  fullName: string;
  email: string;
  role: StaffRole;
}
export const staffProfileWire = (profile: StaffProfile): z.output<typeof staffProfileAnswer> => ({
  nombre: profile.fullName,
  correo: profile.email,
  rol: profile.role,
});

export const staffLoginRequest = z
  .object({ correo: staffEmailSchema, clave: staffPasswordSchema })
  .transform((body) => ({ email: body.correo, password: body.clave }));
export const staffChallengeAnswer = z.object({ desafio: z.string() });
/** `challenge`: the signed proof that the password was right, good for the second step only. */
export const staffChallengeWire = (challenge: string): z.output<typeof staffChallengeAnswer> => ({
  desafio: challenge,
});
export const staffCodeRequest = z
  .object({ desafio: z.string({ error: 'staff.challengeExpired' }).max(2_000), codigo: staffCodeSchema })
  .transform((body) => ({ challenge: body.desafio, code: body.codigo }));
export const staffSignedInAnswer = staffProfileAnswer.extend({
  token: z.string(),
  /** Recovery codes still unused: the console warns when few are left. */
  codigosRestantes: z.number().int(),
});

/** Inside: a staff member just signed in, their session's token, and how many recovery codes they have left. */
export interface StaffSignedIn extends StaffProfile {
  token: string;
  recoveryCodesLeft: number;
}
export const staffSignedInWire = (signedIn: StaffSignedIn): z.output<typeof staffSignedInAnswer> => ({
  ...staffProfileWire(signedIn),
  token: signedIn.token,
  codigosRestantes: signedIn.recoveryCodesLeft,
});
