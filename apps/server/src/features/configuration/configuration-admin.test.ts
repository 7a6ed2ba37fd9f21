import { configurationEndpoints } from '@vo/domain/configuration/configuration.endpoints';
import { configurationAdminEndpoints as endpoints } from '@vo/domain/configuration/configuration-admin.endpoints';
import { configurationOpsEndpoints } from '@vo/domain/configuration/configuration-ops.endpoints';
import { SETTING_NAMES } from '@vo/domain/configuration/settings';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, OPS_SECRET, staffToken, useTestApp } from '../../../test/test-app.ts';

describe('configuration in the back office (decision 0039)', () => {
  const t = useTestApp();
  let admin = '';
  let customer = '';
  beforeAll(async () => {
    admin = await staffToken(t, 'admin');
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  });
  const inForce = async (name: string) => {
    const answer = await t.send(endpoints.settings, undefined, { token: admin });
    return answer.data!.ajustes.find((setting: { nombre: string }) => setting.nombre === name)!;
  };

  it('lists every flag and limit of spec §9 with the spec’s value as default', async () => {
    const limit = await inForce('cardTransactionLimitCents');
    expect(limit).toMatchObject({ tipo: 'amount', valor: '350000', porDefecto: '350000', cambiadoPor: null });
    expect((await inForce('qrPayments')).valor).toBe('true');
    expect((await inForce('paymentBlackouts')).valor).toContain('30/12/2022 23:30:00');
  });

  it('changes a flag with a reason: the portal reads it on the next call, and the history says who and why', async () => {
    const changed = await t.send(
      endpoints.change,
      { nombre: 'noveltyModal', valor: 'true', motivo: 'Lanzamiento de la novedad de diciembre' },
      { token: admin },
    );
    expect(changed.status).toBe(0);
    const flags = await t.send(configurationEndpoints.featureFlags, undefined, { token: customer });
    expect(flags.data!.modalNovedades).toBe(true);
    const history = await t.send(endpoints.history, { nombre: 'noveltyModal' }, { token: admin });
    expect(history.data!.filas[0]).toMatchObject({
      nombre: 'noveltyModal',
      antes: 'false',
      despues: 'true',
      motivo: 'Lanzamiento de la novedad de diciembre',
      quien: 'Gabriela Antelo Suárez',
    });
    const audit: any = await t.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'staff.configuration.change' and staff_id is not null`,
    );
    expect(audit.rows[0].n).toBe(1);
  });

  it('applies a limit where it is enforced: the cards a client may keep', async () => {
    await t.send(
      endpoints.change,
      { nombre: 'maxCardsPerClient', valor: '5', motivo: 'Campaña de tarjetas 2026' },
      { token: admin },
    );
    const cards = await t.send(paymentEndpoints.savedCards, undefined, { token: customer });
    expect(cards.data!.maximo).toBe(5);
  });

  it('refuses a value outside the setting’s rule next to the field, and changes nothing', async () => {
    const before: any = await t.db.execute(sql`select count(*)::int as n from settings_history`);
    const refusals = await Promise.all([
      t.send(
        endpoints.change,
        { nombre: 'maxCardsPerClient', valor: '0', motivo: 'Probando un cero' },
        { token: admin },
      ),
      t.send(endpoints.change, { nombre: 'qrPayments', valor: '"sí"', motivo: 'Probando texto' }, { token: admin }),
      t.send(
        endpoints.change,
        {
          nombre: 'paymentBlackouts',
          valor: '[{"companies":[12],"from":"31/12/2022 06:00:00","to":"30/12/2022 23:30:00"}]',
          motivo: 'Al revés',
        },
        { token: admin },
      ),
      t.send(endpoints.change, { nombre: 'noSuchThing', valor: '1', motivo: 'Inventado' }, { token: admin }),
      t.send(endpoints.change, { nombre: 'qrPayments', valor: 'false', motivo: 'no' }, { token: admin }),
    ]);
    expect(refusals.map((refusal) => refusal.code)).toEqual([
      'configuration.countInvalid',
      'configuration.flagInvalid',
      'configuration.blackoutInvalid',
      'configuration.unknownSetting',
      'staff.reasonLength',
    ]);
    expect(refusals[0]!.data).toEqual({ campo: 'valor' });
    const after: any = await t.db.execute(sql`select count(*)::int as n from settings_history`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect((await inForce('qrPayments')).valor).toBe('true');
  });

  it('answers hostile values to every setting with a refusal next to the field, never the framework’s error (decision 0042)', async () => {
    const hostile = [
      '["12"]',
      '[0]',
      '[1e10]',
      '[-1]',
      '[1.5]',
      '[null]',
      '[[]]',
      'null',
      '{}',
      '"12"',
      '-1',
      '1e400',
      '[true]',
    ];
    const before: any = await t.db.execute(sql`select count(*)::int as n from settings_history`);
    for (const nombre of SETTING_NAMES) {
      for (const valor of hostile) {
        const answer = await t.send(
          endpoints.change,
          { nombre, valor, motivo: 'Valor hostil de prueba' },
          { token: admin, lang: 'es' },
        );
        expect(answer.httpStatus, `${nombre} ← ${valor}`).toBe(200);
        if (answer.status === 0) continue;
        expect(answer, `${nombre} ← ${valor}`).toMatchObject({ status: 1, data: { campo: 'valor' } });
        expect(answer.code, `${nombre} ← ${valor}`).toMatch(/^configuration\./);
      }
    }
    const refused = await t.send(
      endpoints.change,
      { nombre: 'companiesWithoutQr', valor: '[1e10]', motivo: 'Empresa inexistente' },
      { token: admin, lang: 'pt' },
    );
    expect(refused).toMatchObject({ status: 1, code: 'configuration.companiesInvalid', data: { campo: 'valor' } });
    const after: any = await t.db.execute(sql`select count(*)::int as n from settings_history`);
    // Of the hostile values only the text "12" for the campaign message is a value: the rest changed nothing.
    expect(after.rows[0].n - before.rows[0].n).toBeLessThanOrEqual(1);
  });

  it('keeps configuration to the administrator: other staff roles are refused, portal tokens are no staff', async () => {
    for (const role of ['customer_service', 'sales_manager', 'cashier_supervisor'] as const) {
      const token = await staffToken(t, role);
      const answer = await t.send(
        endpoints.change,
        { nombre: 'qrPayments', valor: 'false', motivo: 'Intento sin permiso' },
        { token },
      );
      expect(answer, role).toMatchObject({ status: 1, code: 'platform.forbidden' });
    }
    expect((await t.send(endpoints.settings, undefined, { token: customer })).status).toBe(7);
    expect((await inForce('qrPayments')).valor).toBe('true');
  });

  it('follows a change written by anyone to the database (the trigger announces it), and the operator’s script stores its flags too', async () => {
    await t.db.execute(
      sql`insert into settings (name, value, changed_at) values ('ratingsShown', 'false'::jsonb, now())
          on conflict (name) do update set value = excluded.value`,
    );
    await expect
      .poll(
        async () =>
          (await t.send(configurationEndpoints.featureFlags, undefined, { token: customer })).data!
            .calificacionesVisibles,
      )
      .toBe(false);
    const ops = await t.send(
      configurationOpsEndpoints.setFlags,
      { cambios: 'ratingsShown=on' },
      { headers: { 'x-ops-secret': OPS_SECRET } },
    );
    expect(ops.status).toBe(0);
    expect((await inForce('ratingsShown')).cambiadoPor).toBe('ops');
    expect(t.deps.featureFlags.ratingsShown).toBe(true);
  });
});
