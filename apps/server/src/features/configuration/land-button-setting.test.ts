import { catalogueEndpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import { configurationAdminEndpoints as endpoints } from '@vo/domain/configuration/configuration-admin.endpoints';
import { userOpsEndpoints } from '@vo/domain/users/users-ops.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, OPS_SECRET, staffToken, useTestApp } from '../../../test/test-app.ts';

/*
 * Spec §6/§9 treat the land button's restricted list as configuration: the console's Configuration keeps it with
 * its history like the other settings, and the operator's command changes the same setting (decision 0046).
 */
describe('the land button’s restricted list is a setting of the console', () => {
  const t = useTestApp();
  let admin = '';
  let adviser = '';
  beforeAll(async () => {
    admin = await staffToken(t, 'admin');
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
  });
  const buttonShown = async () => {
    const r: any = await t.db.execute(sql`select id from lots where project_id = 102 and state = 'free' limit 1`);
    const lot = await t.send(catalogueEndpoints.lot, { idLote: String(r.rows[0].id) }, { token: adviser });
    return lot.data.botonTerreno as boolean;
  };
  const history = async () =>
    (await t.send(endpoints.history, { nombre: 'landButtonRestricted' }, { token: admin })).data!.filas;

  it('starts empty (spec §6), is changed with a reason, and the adviser on it loses the button at once', async () => {
    const settings = (await t.send(endpoints.settings, undefined, { token: admin })).data!.ajustes;
    expect(settings.find((s: any) => s.nombre === 'landButtonRestricted')).toMatchObject({
      tipo: 'documents',
      valor: '[]',
      porDefecto: '[]',
    });
    expect(await buttonShown()).toBe(true);
    const changed = await t.send(
      endpoints.change,
      { nombre: 'landButtonRestricted', valor: '["2000001"]', motivo: 'Proceso de ética abierto' },
      { token: admin },
    );
    expect(changed.status).toBe(0);
    expect(await buttonShown()).toBe(false);
    expect((await history())[0]).toMatchObject({
      antes: '[]',
      despues: '["2000001"]',
      motivo: 'Proceso de ética abierto',
    });
  });

  it('refuses what is not a document number, next to the value', async () => {
    const refused = await t.send(
      endpoints.change,
      { nombre: 'landButtonRestricted', valor: '["12"]', motivo: 'prueba' },
      { token: admin, lang: 'es' },
    );
    expect(refused).toMatchObject({ status: 1, code: 'configuration.documentsInvalid', data: { campo: 'valor' } });
  });

  it('the operator’s command changes the same setting, and its change is in the history too', async () => {
    const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
    expect((await t.send(userOpsEndpoints.landButtonAllow, { ci: DEMO.adviser.user }, ops)).status).toBe(0);
    expect(await buttonShown()).toBe(true);
    expect((await t.send(userOpsEndpoints.landButtonRestrict, { ci: DEMO.adviser2.user }, ops)).status).toBe(0);
    const [last, before] = await history();
    expect(last).toMatchObject({ antes: '[]', despues: '["2000002"]', quien: 'ops' });
    expect(before).toMatchObject({ antes: '["2000001"]', despues: '[]', quien: 'ops' });
  });
});
