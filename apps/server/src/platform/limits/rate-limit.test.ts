import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/test-app.ts';

describe('rate limits', () => {
  const t = useTestApp({ rateLimits: { apiPerMinute: 100_000, loginPerMinute: 5 } });

  it('slows a login flood down with a translated message and the time to wait', async () => {
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await t.send(authEndpoints.login, DEMO.cashier, { lang: 'pt' }));
    expect(answers.slice(0, 5).map((a) => a.status)).toEqual([0, 0, 0, 0, 0]);
    expect(answers[5]).toMatchObject({ httpStatus: 200, status: 1, code: 'platform.rateLimited' });
    expect(answers[6]!.message).toMatch(/Tentativas demais/);
  });
});
