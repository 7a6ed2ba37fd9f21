import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { maintenanceEndpoints } from '@vo/domain/maintenance/maintenance.endpoints';
import { maintenanceOpsEndpoints } from '@vo/domain/maintenance/maintenance-ops.endpoints';
import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { formatBusinessDateTime } from '@vo/domain/time';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';

describe('maintenance', () => {
  const t = useTestApp();
  const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
  const check = () => t.send(maintenanceEndpoints.check);

  it('switches on until a La Paz date: the check answers 1 with the date, other calls 5, then off brings the app back', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    expect((await check()).status).toBe(0);

    const until = formatBusinessDateTime(new Date(t.clock.now().getTime() + 2 * 3_600_000));
    const on = await t.send(maintenanceOpsEndpoints.on, { hasta: until }, ops);
    expect(on).toMatchObject({ status: 0, data: { fecha_fin_mantenimiento: until } });

    expect(await check()).toMatchObject({ status: 1, data: { fecha_fin_mantenimiento: until } });
    const login = await t.send(authEndpoints.login, DEMO.customer, { lang: 'es' });
    expect(login).toMatchObject({ status: 5, data: { fecha_fin_mantenimiento: until } });
    expect(login.message).toContain(until);
    expect((await t.send(sessionEndpoints.home, undefined, { token })).status).toBe(5);

    expect((await t.send(maintenanceOpsEndpoints.off, undefined, ops)).status).toBe(0);
    expect((await check()).status).toBe(0);
    expect((await t.send(sessionEndpoints.home, undefined, { token })).status).toBe(0);
  });

  it('ends by itself at the end date', async () => {
    const until = formatBusinessDateTime(new Date(t.clock.now().getTime() + 60_000));
    await t.send(maintenanceOpsEndpoints.on, { hasta: until }, ops);
    expect((await check()).status).toBe(1);
    t.clock.advanceSeconds(61);
    expect((await check()).status).toBe(0);
  });

  it('refuses a past, impossible or malformed end date, and a caller without the ops secret', async () => {
    for (const hasta of ['01/01/2020 00:00:00', '31/02/2030 10:00:00', '2030-01-01T00:00:00', '']) {
      const answer = await t.send(maintenanceOpsEndpoints.on, { hasta }, ops);
      expect(answer).toMatchObject({ status: 1, code: 'maintenance.dateInvalid' });
    }
    const intruder = await t.send(maintenanceOpsEndpoints.on, { hasta: '01/01/2099 00:00:00' });
    expect(intruder.code).toBe('platform.forbidden');
    expect((await check()).status).toBe(0);
  });
});
