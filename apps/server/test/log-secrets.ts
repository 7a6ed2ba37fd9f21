import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '../src/seed/demo.ts';

/** What must never be written to a log (ASVS 7.x, PCI DSS): passwords, tokens, card data. */
const FORBIDDEN: [string, RegExp][] = [
  ['a JWT (session token or password link)', /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/],
  ['a password field', /"(password|actual|confirmacion)"\s*:/i],
  ...DEMO_ACCOUNTS.map((account): [string, RegExp] => [
    `the password of ${account.documentNumber}`,
    new RegExp(account.password.replace(/[#$]/g, '\\$&')),
  ]),
];

/** A Visa or MasterCard number that passes Luhn, standing alone (not the digits of a decimal). */
function holdsCardNumber(line: string): boolean {
  for (const [digits] of line.matchAll(/(?<![\d.])(?:4\d{15}|5[1-5]\d{14}|2[2-7]\d{14})(?![\d.])/g)) {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) {
      let d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return true;
  }
  return false;
}

/** Reads every log the suite wrote; answers what leaked, where. */
export function secretsInLogs(dir: string): string[] {
  const leaks: string[] = [];
  for (const name of readdirSync(dir)) {
    const lines = readFileSync(join(dir, name), 'utf8').split('\n');
    lines.forEach((line, index) => {
      for (const [what, pattern] of FORBIDDEN) {
        if (pattern.test(line)) leaks.push(`${name}:${index + 1} holds ${what}: ${line.slice(0, 160)}`);
      }
      if (holdsCardNumber(line)) leaks.push(`${name}:${index + 1} holds a card number: ${line.slice(0, 160)}`);
    });
  }
  return leaks;
}

export function countLogLines(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => sum + readFileSync(join(dir, name), 'utf8').split('\n').length - 1, 0);
}
