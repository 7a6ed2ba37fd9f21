import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../config.ts';
import { joinPhone, phoneNumberSchema, prefixedPhoneSchema } from './phone.rules.ts';

/** Spec §3: city id 0 ("my city is not listed") travels as -1. */
export const CITY_NOT_LISTED = -1;

const phoneKeys = { required: 'profile.phoneRequired', digits: 'profile.phoneDigits', length: 'profile.phoneLength' };

/** An e-mail as the profile and invoice forms ask for it (spec §5). */
export function emailSchema(keys: { required: string; invalid: string }) {
  return z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required })
    .max(EMAIL_MAX_LENGTH, { error: keys.invalid })
    .pipe(z.email({ error: keys.invalid }))
    .transform((email) => email.toLowerCase());
}

const countryIdSchema = z
  .number({ error: 'profile.countryRequired' })
  .int({ error: 'profile.countryRequired' })
  .positive({ error: 'profile.countryRequired' });

/** What the profile dialog holds while it is edited (spec §2 "Profile-update dialog"). */
export const profileFormSchema = z.object({
  correo: emailSchema({ required: 'profile.emailRequired', invalid: 'profile.emailInvalid' }),
  paisId: countryIdSchema,
  // 0 is "my city is not listed"; null is "not chosen yet".
  ciudadId: z.number({ error: 'profile.cityRequired' }).int({ error: 'profile.cityRequired' }).min(0),
  prefijo: z.string(),
  telefono: phoneNumberSchema(phoneKeys),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** POST datos/cliente/actualizar (spec §7): prefijo and actualizacionRealizada are removed. */
export const profileUpdateRequestSchema = z.object({
  correo: emailSchema({ required: 'profile.emailRequired', invalid: 'profile.emailInvalid' }),
  paisId: countryIdSchema,
  ciudadId: z
    .number({ error: 'profile.cityRequired' })
    .int({ error: 'profile.cityRequired' })
    .refine((id) => id === CITY_NOT_LISTED || id > 0, { error: 'profile.cityRequired' }),
  telefono: prefixedPhoneSchema(phoneKeys),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

/** The form's values as the server expects them. */
export function toProfileUpdateRequest(form: ProfileForm): ProfileUpdateRequest {
  return {
    correo: form.correo,
    paisId: form.paisId,
    ciudadId: form.ciudadId === 0 ? CITY_NOT_LISTED : form.ciudadId,
    telefono: joinPhone(form.prefijo, form.telefono),
  };
}

export const citiesQuerySchema = z.object({
  pais: z.coerce.number({ error: 'profile.countryRequired' }).int().positive({ error: 'profile.countryRequired' }),
});
