/**
 * A captcha is an image of letters, or for a person who cannot see it, a code sent to their own e-mail or
 * phone (docs/decisions/0030, 0042). Both are used once, right or wrong. The code replaced a sum in words
 * ("five plus seven") that a three-line script read from the page: the page now holds nothing that answers it.
 */
export type CaptchaKind = 'image' | 'question';

/** On the wire (GET /captcha?tipo=): the image unless the code is asked for (`pregunta`, its name since 0030). */
export const CAPTCHA_KINDS_WIRE = { imagen: 'image', pregunta: 'question' } as const satisfies Record<
  string,
  CaptchaKind
>;

/** Where the code goes: the e-mail on file, else the phone. */
export type CaptchaCodeChannel = 'email' | 'sms';

export function captchaCodeChannel(contact: { email: string | null; phone: string | null }) {
  if (contact.email) return { channel: 'email' as const, recipient: contact.email };
  if (contact.phone) return { channel: 'sms' as const, recipient: contact.phone };
  return null;
}
