/**
 * The name a greeting uses: the first of the person's names ("María" of "María Fernanda Rojas Vaca"), as a
 * bank's app greets; the legal name in full belongs to the profile. A name written in capitals by an
 * import ("MARÍA FERNANDA") is greeted as "María".
 */
export function firstName(fullName: string, locale: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  if (first !== first.toLocaleUpperCase(locale)) return first;
  return first.charAt(0) + first.slice(1).toLocaleLowerCase(locale);
}
