import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { userOpsEndpoints as endpoints } from '@vo/domain/users/users-ops.endpoints';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';

describe('the operator and a person’s access', () => {
  const t = useTestApp();
  const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
  const home = (token: string) => t.send(sessionEndpoints.home, undefined, { token });

  it('forces a logout: every open session of that person ends at once, others keep theirs', async () => {
    const phone = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const laptop = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const someoneElse = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    expect((await t.send(endpoints.logout, { ci: DEMO.customer.user }, ops)).status).toBe(0);
    expect((await home(phone)).status).toBe(7);
    expect((await home(laptop)).status).toBe(7);
    expect((await home(someoneElse)).status).toBe(0);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'ops.user.logout'));
    expect(entry).toBeDefined();
  });

  it('disables an account: its sessions end, login is refused like a wrong password; enabling lets it back', async () => {
    const token = await loginAs(t.call, DEMO.cashier.user, DEMO.cashier.password);
    expect((await t.send(endpoints.disable, { ci: DEMO.cashier.user }, ops)).status).toBe(0);
    expect((await home(token)).status).toBe(7);
    // The right password of a barred account tells nothing (docs/decisions/0018).
    expect(await t.send(authEndpoints.login, DEMO.cashier, { lang: 'es' })).toMatchObject({
      status: 1,
      code: 'auth.invalidCredentials',
    });
    expect((await t.send(endpoints.enable, { ci: DEMO.cashier.user }, ops)).status).toBe(0);
    expect((await t.send(authEndpoints.login, DEMO.cashier)).status).toBe(0);
  });

  it('says when the document is unknown, and only answers the operator', async () => {
    expect((await t.send(endpoints.logout, { ci: '5555555' }, ops)).code).toBe('recovery.unknownUser');
    const token = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    const intruder = await t.send(endpoints.disable, { ci: DEMO.customer.user }, { token });
    expect(intruder.code).toBe('platform.forbidden');
  });
});
