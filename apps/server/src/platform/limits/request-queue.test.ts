import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

/**
 * The embedded engine's queue (platform/limits/request-queue.ts): here two calls at a time and 300 ms of waiting
 * at most, in front of a call that holds its turn until the test lets it go.
 */
describe('the queue in front of the embedded engine', () => {
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const t = useTestApp(
    { requestQueue: { concurrency: 2, maxWaitMs: 300 } },
    {
      extraRoutes: (app) =>
        app.get('/api/test/held', { config: { access: 'public' } }, async (_request, reply) => {
          await held;
          return reply.ok({ done: true });
        }),
    },
  );
  const slow = () => t.call('GET', '/test/held', undefined, { lang: 'es' });

  it('lets two calls run, keeps nobody waiting past the limit, and serves again once a turn is free', async () => {
    const finished: string[] = [];
    const calls = Array.from({ length: 6 }, (_, i) =>
      slow().then((answer) => {
        finished.push(`${i}:${answer.code ?? answer.status}`);
        return answer;
      }),
    );
    // The four that found no turn are told "busy" while the two running ones still hold theirs.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(finished.sort()).toEqual([
      '2:platform.busyTryAgain',
      '3:platform.busyTryAgain',
      '4:platform.busyTryAgain',
      '5:platform.busyTryAgain',
    ]);
    const refused = await calls[2];
    expect(refused).toMatchObject({
      status: 1,
      message: 'El portal está muy ocupado en este momento. Intente nuevamente en unos segundos.',
    });
    release();
    const [first, second] = await Promise.all([calls[0], calls[1]]);
    expect([first?.status, second?.status]).toEqual([0, 0]);
    // Both turns were given back: two new calls run at once again.
    held = Promise.resolve();
    const again = await Promise.all([slow(), slow()]);
    expect(again.map((answer) => answer.status)).toEqual([0, 0]);
  });

  it('gives the turns back when a caller hangs up with requests pipelined on its connection', async () => {
    let open: () => void = () => {};
    held = new Promise<void>((resolve) => {
      open = resolve;
    });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /api/test/held HTTP/1.1\r\nhost: x\r\nagente: 109\r\n\r\n'.repeat(40));
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    open();
    await new Promise((resolve) => setTimeout(resolve, 100));
    held = Promise.resolve();
    const answers = await Promise.all([slow(), slow()]);
    expect(answers.map((answer) => answer.status)).toEqual([0, 0]);
  });

  it('lets a waiting call run as soon as a turn frees, within the limit', async () => {
    let open: () => void = () => {};
    held = new Promise<void>((resolve) => {
      open = resolve;
    });
    const calls = [slow(), slow(), slow()];
    setTimeout(() => open(), 100);
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer.status)).toEqual([0, 0, 0]);
  });
});
