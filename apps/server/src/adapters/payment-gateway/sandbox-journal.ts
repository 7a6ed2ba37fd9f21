import { appendFileSync, closeSync, existsSync, fsyncSync, openSync, readFileSync } from 'node:fs';

/** One line of the sandbox acquirer's journal: amounts as decimal strings of cents (JSON has no bigint). */
export type JournalEntry =
  | {
      op: 'charge';
      reference: string;
      amountCents: string;
      behaviour: 'normal' | 'refund-declines' | 'refund-times-out';
    }
  | { op: 'void'; reference: string }
  | { op: 'refund'; reference: string; chargeReference: string; amountCents: string; refundId: string };

export interface SandboxCharge {
  amountCents: bigint;
  behaviour: 'normal' | 'refund-declines' | 'refund-times-out';
  voided: boolean;
  refundedCents: bigint;
}

/** What the sandbox acquirer remembers: its charges, voids and refunds, replayed from its entries. */
export interface AcquirerJournal {
  write(entry: JournalEntry): void;
  charge(reference: string): SandboxCharge | undefined;
  refund(reference: string): { refundId: string; amountCents: bigint } | undefined;
  capturedCents(): bigint;
}

class Journal implements AcquirerJournal {
  private readonly charges = new Map<string, SandboxCharge>();
  private readonly refunds = new Map<string, { refundId: string; amountCents: bigint }>();

  constructor(private readonly persist: (entry: JournalEntry) => void = () => {}) {}

  apply(entry: JournalEntry) {
    if (entry.op === 'charge') {
      const amountCents = BigInt(entry.amountCents);
      this.charges.set(entry.reference, { amountCents, behaviour: entry.behaviour, voided: false, refundedCents: 0n });
    } else if (entry.op === 'void') {
      const charge = this.charges.get(entry.reference);
      if (charge) charge.voided = true;
    } else {
      const amountCents = BigInt(entry.amountCents);
      this.refunds.set(entry.reference, { refundId: entry.refundId, amountCents });
      const charge = this.charges.get(entry.chargeReference);
      if (charge) charge.refundedCents += amountCents;
    }
  }

  write(entry: JournalEntry) {
    // Written down before it is applied or answered: what the acquirer did survives a crash of ours.
    this.persist(entry);
    this.apply(entry);
  }

  charge(reference: string) {
    return this.charges.get(reference);
  }

  refund(reference: string) {
    return this.refunds.get(reference);
  }

  capturedCents() {
    let total = 0n;
    for (const charge of this.charges.values()) if (!charge.voided) total += charge.amountCents - charge.refundedCents;
    return total;
  }
}

/** A journal in memory: the tests' acquirer, forgotten with the app. */
export const memoryJournal = (): AcquirerJournal => new Journal();

/**
 * A journal kept in a file, one JSON line per operation, synced to disk before the acquirer answers: the
 * running server's sandbox remembers its charges and refunds across restarts, as a real acquirer does.
 */
export function fileJournal(path: string): AcquirerJournal {
  const journal = new Journal((entry) => {
    const fd = openSync(path, 'a');
    try {
      appendFileSync(fd, `${JSON.stringify(entry)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  });
  if (existsSync(path)) {
    const text = readFileSync(path, 'utf8');
    // A line cut by a crash mid-write is left alone on its own line, never joined to the next entry.
    if (text && !text.endsWith('\n')) appendFileSync(path, '\n');
    for (const line of text.split('\n')) {
      // A line cut by a crash mid-write was never answered: the acquirer never did it.
      if (!line.trim()) continue;
      try {
        journal.apply(JSON.parse(line) as JournalEntry);
      } catch {}
    }
  }
  return journal;
}
