/** wa.me wants the international number with digits only: "+591 71234567" → https://wa.me/59171234567. */
export function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
