import { z } from 'zod';
import { DEFAULT_PHONE_PREFIX, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './profile-config.ts';

/** Spec §5: a plus sign is added to the prefix when the country data lacks it ("591" → "+591"). */
export function normalisePhonePrefix(prefix: string | null | undefined): string {
  const digits = (prefix ?? '').replace(/[^\d]/g, '');
  return digits ? `+${digits}` : DEFAULT_PHONE_PREFIX;
}

/** The wire and stored form of a phone: "+prefix-number" (spec §7). */
export function joinPhone(prefix: string, number: string): string {
  return `${normalisePhonePrefix(prefix)}-${number}`;
}

/** "+591-71234567" → { prefix "+591", number "71234567" }; anything else keeps the default prefix. */
export function splitPhone(phone: string | null | undefined): { prefix: string; number: string } {
  const match = /^(\+?\d{1,4})-(\d*)$/.exec(phone ?? '');
  if (!match) return { prefix: DEFAULT_PHONE_PREFIX, number: (phone ?? '').replace(/[^\d]/g, '') };
  return { prefix: normalisePhonePrefix(match[1]), number: match[2] ?? '' };
}

/**
 * The phone number a person types, without prefix: required, digits only, 5 to 10 of them (spec §5, §9).
 * The catalogue keys are the caller's: the profile and the invoice forms word them differently.
 */
export function phoneNumberSchema(keys: { required: string; digits: string; length: string }) {
  return z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required })
    .regex(/^\d+$/, { error: keys.digits })
    .min(PHONE_MIN_DIGITS, { error: keys.length })
    .max(PHONE_MAX_DIGITS, { error: keys.length });
}

/** The wire phone "+prefix-number", checked with the same number rule. */
export function prefixedPhoneSchema(keys: { required: string; digits: string; length: string }) {
  const number = phoneNumberSchema(keys);
  return z
    .string({ error: keys.required })
    .trim()
    .min(1, { error: keys.required })
    .max(32, { error: keys.length })
    .superRefine((value, ctx) => {
      const match = /^\+\d{1,4}-(.*)$/.exec(value);
      // Digits without their "+prefix-" are not a wrong number: say what the wire form is.
      if (!match) {
        ctx.addIssue({ code: 'custom', message: 'phone.prefixMissing' });
        return;
      }
      const checked = number.safeParse(match[1]);
      if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? keys.digits });
    });
}
