import { randomUUID } from 'node:crypto';
import type { EndpointDefinition } from '@vo/domain/endpoint';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { seasonPassEndpoints } from '@vo/domain/season-passes/season-passes.endpoints';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testBuyer } from '../../../test/buyer.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

/*
 * The first purchase for a person with no account creates it (docs/decisions/0046). Two purchases for that same
 * new person sent at once (two pre-reservations, two keys) must both be hers: one account, two products, no 5xx.
 */
describe('purchases for one new person, at once', () => {
  const t = useTestApp();
  const NEW_PERSON = '7700123';

  it('make one account and give it every product', async () => {
    const adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    const post = (endpoint: EndpointDefinition, body: object) =>
      t.send(endpoint, body, { token: adviser, headers: { 'idempotency-key': `at-once-${randomUUID()}` } });
    const price = (await t.send(seasonPassEndpoints.passType, { tipoAbono: 'especial' }, { token: adviser })).data
      .precios[0];
    const ids: number[] = [];
    for (let n = 0; n < 3; n++) {
      const created = await post(seasonPassEndpoints.prereserve, {
        tipoAbono: 'especial',
        idPrecio: price.idPrecio,
        cliente: testBuyer(NEW_PERSON, { nombres: 'Lucía', apellidoPaterno: 'Vargas' }),
      });
      expect(created.status, JSON.stringify(created)).toBe(0);
      ids.push(created.data.idPrereserva);
      expect((await post(prereservationEndpoints.reserve, { idPrereserva: created.data.idPrereserva })).status).toBe(0);
    }

    const answers = await Promise.all(ids.map((id) => post(prereservationEndpoints.purchase, { idPrereserva: id })));
    expect(answers.map((answer) => answer.status)).toEqual([0, 0, 0]);
    const owners = (
      (await t.db.execute(
        sql`select u.id, count(p.id)::int as products from users u left join products p on p.user_id = u.id
          where u.document_number = ${NEW_PERSON} group by u.id`,
      )) as any
    ).rows;
    expect(owners).toEqual([{ id: expect.anything(), products: 3 }]);
  });
});
