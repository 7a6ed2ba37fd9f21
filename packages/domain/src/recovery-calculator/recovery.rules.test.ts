import { describe, expect, it } from 'vitest';
import { maxRecognisedCents, recognisedOn } from './recovery.rules.ts';
import { reversalsRequestSchema } from './recovery.schemas.ts';

describe('the recovery calculator', () => {
  it('searches only a document of more than 3 characters (spec §5)', () => {
    expect(reversalsRequestSchema.safeParse({ docId: '123' }).success).toBe(false);
    expect(reversalsRequestSchema.safeParse({ docId: ' 123 ' }).success).toBe(false);
    expect(reversalsRequestSchema.safeParse({ docId: '1234' }).success).toBe(true);
  });

  it('recognises at most the maximum percentage of the capital paid', () => {
    expect(maxRecognisedCents(480_000n)).toBe(288_000n);
    expect(maxRecognisedCents(480_000n, 100)).toBe(480_000n);
    expect(maxRecognisedCents(0n)).toBe(0n);
    expect(maxRecognisedCents(-5n)).toBe(0n);
  });

  it('never recognises more than the new product costs', () => {
    expect(recognisedOn(288_000n, 1_000_000n)).toEqual({ recognisedCents: 288_000n, balanceCents: 712_000n });
    expect(recognisedOn(288_000n, 288_000n)).toEqual({ recognisedCents: 288_000n, balanceCents: 0n });
    expect(recognisedOn(288_000n, 100_000n)).toEqual({ recognisedCents: 100_000n, balanceCents: 0n });
  });
});
