import { randomUUID } from 'node:crypto';
import type { EndpointDefinition } from '@vo/domain/endpoint';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testBuyer } from '../../../test/buyer.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

type Lang = 'en' | 'es' | 'pt';

/*
 * A new person is written to in their language (docs/decisions/0046): the one chosen in the pre-reservation's
 * form, else the one the adviser works in; once they are a customer, the language stored for them.
 */
describe('the buyer’s confirmations in the buyer’s language', () => {
  const t = useTestApp();
  let adviser: string;
  beforeAll(async () => {
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
  });
  const post = (endpoint: EndpointDefinition, body: object, lang: Lang) =>
    t.send(endpoint, body, { token: adviser, lang, headers: { 'idempotency-key': `lang-${randomUUID()}` } });
  const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as any).rows as any[];
  const mails = async (email: string) =>
    (
      await rows(sql`select subject from outbox_messages where recipient = ${email} and channel = 'email' order by id`)
    ).map((m) => m.subject as string);
  const sellLot = async (document: string, email: string, lang: Lang, chosen?: Lang) => {
    const [lot] = await rows(sql`select id from lots where project_id = 110 and state = 'free' order by id limit 1`);
    const cliente = testBuyer(document, { correo: email, ...(chosen ? { idioma: chosen } : {}) });
    const created = await post(
      prereservationEndpoints.prereserve,
      { idLote: Number(lot.id), formaPago: 'contado', cliente },
      lang,
    );
    expect(created.status).toBe(0);
    const id = created.data.idPrereserva;
    expect((await post(prereservationEndpoints.reserve, { idPrereserva: id }, lang)).status).toBe(0);
    expect((await post(prereservationEndpoints.purchase, { idPrereserva: id }, lang)).status).toBe(0);
  };

  it('writes to a new buyer in the adviser’s language, and keeps it as hers', async () => {
    await sellLot('7500001', 'lucia.mendez@example.com', 'es');
    expect(await mails('lucia.mendez@example.com')).toEqual([
      expect.stringMatching(/^Prereserva registrada/),
      expect.stringMatching(/^Reserva confirmada/),
      expect.stringMatching(/^Compra registrada/),
    ]);
    expect(
      await rows(sql`select p.language from preferences p join users u on u.id = p.user_id
        where u.document_number = '7500001'`),
    ).toEqual([{ language: 'es' }]);
  });

  it('writes in the language chosen in the form, whatever the adviser’s', async () => {
    await sellLot('7500002', 'joao.silva@example.com', 'es', 'pt');
    const subjects = await mails('joao.silva@example.com');
    expect(subjects).toHaveLength(3);
    expect(subjects[2]).toMatch(/^Compra registrada/);
    expect(subjects[0]).toMatch(/^Pré-reserva registrada/);
    expect(
      await rows(sql`select p.language from preferences p join users u on u.id = p.user_id
        where u.document_number = '7500002'`),
    ).toEqual([{ language: 'pt' }]);
  });

  it('refuses a language the portal does not speak, next to the field', async () => {
    const [lot] = await rows(sql`select id from lots where project_id = 110 and state = 'free' order by id limit 1`);
    const refused = await post(
      prereservationEndpoints.prereserve,
      { idLote: Number(lot.id), formaPago: 'contado', cliente: testBuyer('7500003', { idioma: 'fr' }) },
      'en',
    );
    expect(refused).toMatchObject({ status: 1, code: 'language.invalid', data: { campo: 'cliente.idioma' } });
  });
});
