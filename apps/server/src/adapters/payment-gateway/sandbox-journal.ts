import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';

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
  /** Resolves once the entry is on disk: the acquirer answers only then. */
  write(entry: JournalEntry): Promise<void>;
  /** Resolves once every entry written so far is on disk (an answer read from them waits for it). */
  durable(): Promise<void>;
  charge(reference: string): SandboxCharge | undefined;
  refund(reference: string): { refundId: string; amountCents: bigint } | undefined;
  capturedCents(): bigint;
}

class Journal implements AcquirerJournal {
  private readonly charges = new Map<string, SandboxCharge>();
  private readonly refunds = new Map<string, { refundId: string; amountCents: bigint }>();

  private written: Promise<void> = Promise.resolve();

  constructor(private readonly persist: (entry: JournalEntry) => Promise<void> = async () => {}) {}

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
    // Applied at once, so the same reference asked again meanwhile finds it; answered only once it is on disk
    // (its caller awaits this, and a reader of it awaits durable()): what the acquirer answered survives a crash.
    this.apply(entry);
    this.written = this.persist(entry);
    return this.written;
  }

  durable() {
    return this.written;
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
 * Appends lines to a file in group commits: the lines written while one write and fsync is under way go
 * together in the next, off the event loop. Each line's promise resolves once its group is synced; a failed
 * write fails every line of its group (and the acquirer answers none of them).
 */
function groupCommitter(path: string): (line: string) => Promise<void> {
  let file: Promise<import('node:fs/promises').FileHandle> | undefined;
  let waiting: { lines: string[]; done: Promise<void>; resolve: () => void; reject: (e: unknown) => void } | null =
    null;
  let flushing: Promise<void> = Promise.resolve();
  const flush = async () => {
    const group = waiting!;
    waiting = null;
    try {
      file ??= open(path, 'a');
      const handle = await file;
      await handle.appendFile(group.lines.join(''));
      await handle.datasync();
      group.resolve();
    } catch (error) {
      group.reject(error);
    }
  };
  return (line) => {
    if (!waiting) {
      let resolve!: () => void;
      let reject!: (e: unknown) => void;
      const done = new Promise<void>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      waiting = { lines: [], done, resolve, reject };
      // The next group starts once the one on disk now is synced: one fsync at a time, each carrying many lines.
      flushing = flushing.then(flush);
    }
    waiting.lines.push(line);
    return waiting.done;
  };
}

/**
 * A journal kept in a file, one JSON line per operation, synced to disk before the acquirer answers: the
 * running server's sandbox remembers its charges and refunds across restarts, as a real acquirer does. The
 * lines are synced in groups, off the event loop (docs/decisions/0066): a real acquirer's answer takes its
 * time without stopping ours.
 */
export function fileJournal(path: string): AcquirerJournal {
  const append = groupCommitter(path);
  const journal = new Journal((entry) => append(`${JSON.stringify(entry)}\n`));
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
