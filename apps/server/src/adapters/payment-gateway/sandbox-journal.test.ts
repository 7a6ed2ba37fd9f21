import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SandboxGateway } from './sandbox-gateway.ts';
import { fileJournal } from './sandbox-journal.ts';

describe("the sandbox acquirer's journal, synced in groups (decision 0066)", () => {
  const dir = mkdtempSync(join(tmpdir(), 'vo-journal-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers 50 charges made at once only with each on disk, and a restart remembers every one of them', async () => {
    const path = join(dir, 'sandbox-acquirer.jsonl');
    const gateway = new SandboxGateway('secret', 50, fileJournal(path));
    const token = (await gateway.tokenize({ number: '4111111111111111', expiryMonth: 12, expiryYear: 2099, cvc: '1' }))
      .token;
    const charges = Array.from({ length: 50 }, (_, n) =>
      gateway.charge({ token, amountCents: 100n, reference: `card-${n}` }).then((answer) => {
        // Answered: its line is already in the file, whatever group it went in.
        expect(readFileSync(path, 'utf8')).toContain(`"reference":"card-${n}"`);
        return answer.outcome;
      }),
    );
    expect(new Set(await Promise.all(charges))).toEqual(new Set(['approved']));
    // The same reference asked again is the same charge, not a second one.
    await gateway.charge({ token, amountCents: 100n, reference: 'card-7' });
    await gateway.voidCharge('card-3');
    const restarted = new SandboxGateway('secret', 50, fileJournal(path));
    expect(restarted.capturedCents()).toBe(49n * 100n);
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(51);
  });
});
