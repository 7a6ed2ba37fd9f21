import type { Database, Tx } from '../../db/client.ts';

type Hook = () => void;

/** The hooks of each open transaction (or savepoint) started by runTransaction / inSavepoint. */
const pending = new WeakMap<Tx, Hook[]>();

/**
 * `db.transaction`, plus what was asked to happen once it commits (a realtime push): a push sent from inside
 * would reach an open page before the row it announces is visible, or announce a row a rollback took back.
 */
export async function runTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  const hooks: Hook[] = [];
  const result = await db.transaction((tx) => {
    pending.set(tx, hooks);
    return work(tx);
  });
  for (const hook of hooks) hook();
  return result;
}

/**
 * A savepoint inside such a transaction: its hooks join the outer ones when it succeeds, and are dropped with
 * it when it rolls back (one line of a batch refused).
 */
export async function inSavepoint<T>(tx: Tx, work: (savepoint: Tx) => Promise<T>): Promise<T> {
  const hooks: Hook[] = [];
  const result = await tx.transaction((savepoint) => {
    pending.set(savepoint, hooks);
    return work(savepoint);
  });
  afterCommitHooks(tx).push(...hooks);
  return result;
}

function afterCommitHooks(tx: Tx): Hook[] {
  const hooks = pending.get(tx);
  // A use case that announces something must run in runTransaction (runOnce does): a bug, found by its tests.
  if (!hooks) throw new Error('afterCommit needs a transaction started by runTransaction or inSavepoint');
  return hooks;
}

/** Runs `hook` once the transaction `tx` belongs to has committed; never, if it rolls back. */
export function afterCommit(tx: Tx, hook: Hook): void {
  afterCommitHooks(tx).push(hook);
}
