import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { recordFigures } from '../../../test/trust-figures.ts';
import { AppError } from '../errors.ts';
import { boundedHashing, createPasswordHasher, type HashWatch, TEST_HASH_COST } from './password-hash.ts';

/** A hash that waits while the test holds the gate closed, and counts how many run at once. */
function watchedHashes() {
  const watch = { running: 0, most: 0 };
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  const around: HashWatch = async (_cost, work) => {
    watch.running++;
    watch.most = Math.max(watch.most, watch.running);
    await gate;
    watch.running--;
    return work();
  };
  const close = () => {
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
  };
  return { watch, around, close, open: () => open() };
}

describe('a bounded number of password hashes', () => {
  it('runs at most the budget at once, queues a few, and refuses the rest at once', async () => {
    const bounded = boundedHashing({ concurrency: 1, queue: 2 });
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const outcomes = Array.from({ length: 5 }, () =>
      bounded(() => gate).then(
        () => 'done',
        (e) => e,
      ),
    );
    release();
    const settled = await Promise.all(outcomes);
    expect(settled.filter((o) => o === 'done')).toHaveLength(3);
    expect(settled.filter((o) => o instanceof AppError && o.key === 'platform.busy')).toHaveLength(2);
  });
});

describe('a flood of logins', () => {
  const hashes = watchedHashes();
  const t = useTestApp({
    passwords: createPasswordHasher(TEST_HASH_COST, { concurrency: 1, queue: 2 }, hashes.around),
  });

  it('tells the excess to try again at once, while other calls are answered', async () => {
    const token = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    hashes.close();
    const flood = Array.from({ length: 12 }, (_, i) =>
      t.send(authEndpoints.login, { user: `90000${10 + i}`, password: 'Guess#2026' }),
    );
    let answered = 0;
    for (const login of flood) void login.then(() => answered++);
    // One hash runs and two wait, held by the gate; every other login has its answer already.
    await expect.poll(() => answered).toBe(12 - 3);
    // While the hashes are held, a logged-in person's read is answered.
    const read = await t.send(sessionEndpoints.home, undefined, { token });
    expect(read.status).toBe(0);
    hashes.open();
    const answers = await Promise.all(flood);
    const busy = answers.filter((a) => a.code === 'platform.busy');
    expect(answers.every((a) => a.httpStatus === 200 && a.status === 1)).toBe(true);
    expect(busy).toHaveLength(12 - 3);
    expect(busy[0]!.message).toMatch(/try again/i);
    expect(hashes.watch.most).toBe(1);
    recordFigures('hash-flood', {
      label:
        'logins sent at once with 1 hash running and 2 waiting / refused at once with "try again" / most hashes at once',
      value: `${answers.length} / ${busy.length} / ${hashes.watch.most}`,
      goal: 'never above the budget',
    });
  });
});
