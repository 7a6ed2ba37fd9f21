/** Shows enough of an e-mail for the owner to recognise it: "ju***@mail.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}***${email.slice(at)}`;
}

/** Keeps the prefix and the last two digits: "+591-7*****12". */
export function maskPhone(phone: string): string {
  const [prefix, number] = phone.includes('-') ? (phone.split('-', 2) as [string, string]) : ['', phone];
  const digits = number.replace(/\D/g, '');
  if (digits.length < 3) return '***';
  const masked = `${digits[0]}${'*'.repeat(digits.length - 3)}${digits.slice(-2)}`;
  return prefix ? `${prefix}-${masked}` : masked;
}
