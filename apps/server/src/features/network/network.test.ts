import { networkEndpoints } from '@vo/domain/network/network.endpoints';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartFromItsId } from '../../../test/same-answer.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

describe('the client network tree (spec §2 /red/clientes)', () => {
  const t = useTestApp();
  let adviser: string;
  let otherAdviser: string;
  let customer: string;
  beforeAll(async () => {
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    otherAdviser = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  });

  it('opens the caller, then a branch, with totals that add up', async () => {
    const root = await t.send(networkEndpoints.level, undefined, { token: adviser });
    expect(root.status).toBe(0);
    expect(root.data.nodo).toMatchObject({ documento: '2000001', nivel: 0, tipo: 'asesor', codigoAsesor: 'A-0102' });
    const children = root.data.hijos as any[];
    expect(children.length).toBe(root.data.totalHijos);
    // advisers first, then clients; the demo customers are 2000001's clients
    expect(children.slice(0, 3).map((c) => c.tipo)).toEqual(['asesor', 'asesor', 'asesor']);
    expect(children.map((c) => c.documento)).toEqual(expect.arrayContaining(['1000001', '1000002']));
    // everyone below = the people right below + everyone below each of them
    expect(root.data.nodo.personasDebajo).toBe(
      children.length + children.reduce((sum, c) => sum + c.personasDebajo, 0),
    );
    expect(root.data.nodo.ventasRed).toBe(
      root.data.nodo.ventasPropias + children.reduce((sum, c) => sum + c.ventasRed, 0),
    );

    const diego = children.find((c) => c.documento === '2100001');
    const branch = await t.send(networkEndpoints.level, { nodo: diego.idNodo }, { token: adviser });
    expect(branch.data.nodo.nivel).toBe(1);
    expect(branch.data.camino.map((c: any) => c.nombre)).toEqual([root.data.nodo.nombre]);
    expect(branch.data.hijos[0]).toMatchObject({ documento: '2100101', nivel: 2, tipo: 'asesor' });
  });

  it('finds people of the subtree by document start or part of a name, and nobody outside it', async () => {
    const byDocument = await t.send(networkEndpoints.search, { q: '110020' }, { token: adviser });
    expect(byDocument.data.resultados.length).toBe(6);
    // Rosa's clients sit three levels down: the chain names 2000001, Diego and Rosa
    expect(byDocument.data.resultados[0].nivel).toBe(3);
    expect(byDocument.data.resultados[0].camino).toHaveLength(3);
    const byName = await t.send(networkEndpoints.search, { q: 'rosa pe' }, { token: adviser });
    expect(byName.data.resultados.map((r: any) => r.documento)).toEqual(['2100101']);
    // 1000004 is 2000002's client: not in 2000001's network
    const outside = await t.send(networkEndpoints.search, { q: '1000004' }, { token: adviser });
    expect(outside.data.resultados).toEqual([]);
    const own = await t.send(networkEndpoints.search, { q: '1000004' }, { token: otherAdviser });
    expect(own.data.resultados.map((r: any) => r.documento)).toEqual(['1000004']);
    // a wildcard is a character, not "anything"
    expect((await t.send(networkEndpoints.search, { q: '%%%' }, { token: adviser })).data.resultados).toEqual([]);
  });

  it('answers a node of another network exactly like one that does not exist', async () => {
    const other = await t.send(networkEndpoints.level, undefined, { token: otherAdviser });
    const foreign = await t.send(networkEndpoints.level, { nodo: other.data.nodo.idNodo }, { token: adviser });
    const missing = await t.send(networkEndpoints.level, { nodo: '999999999' }, { token: adviser });
    expect(foreign).toMatchObject({ status: 1, code: 'network.nodeNotFound', data: { campo: 'nodo' } });
    expect(apartFromItsId(missing)).toEqual(apartFromItsId(foreign));
    // 2000002 cannot climb to the root above them either
    const sponsor = await t.send(networkEndpoints.search, { q: '2000090' }, { token: otherAdviser });
    expect(sponsor.data.resultados).toEqual([]);
  });

  it('refuses short searches, bad pages, and customers', async () => {
    expect(await t.send(networkEndpoints.search, { q: 'ab' }, { token: adviser })).toMatchObject({
      status: 1,
      code: 'network.searchTooShort',
    });
    expect((await t.send(networkEndpoints.level, { pagina: '0' }, { token: adviser })).code).toBe(
      'network.pageInvalid',
    );
    expect((await t.send(networkEndpoints.level, undefined, { token: customer })).code).toBe('platform.forbidden');
  });
});

describe('searching a network bigger than the first window of the search', () => {
  const t = useTestApp();

  it('finds a common name in the first people of the subtree and a rare one through the index, never outside it', async () => {
    // 4 100 more clients below Diego (2000001's adviser), more than the search's first window of 2 000:
    // "Común Vaca …", and one "Zoila Rara Vaca".
    await t.db.execute(sql`insert into users (document_number, full_name, password_hash)
      select '6' || lpad(g::text, 6, '0'), case when g = 4100 then 'Zoila Rara Vaca' else 'Común Vaca ' || g end, '!'
      from generate_series(1, 4100) g`);
    await t.db.execute(sql`insert into network_nodes (user_id, sponsor_user_id, path, depth, kind, joined_on)
      select u.id, d.user_id, d.path || u.id || '/', d.depth + 1, 'client', '2026-01-01'
      from users u, network_nodes d join users du on du.id = d.user_id
      where du.document_number = '2100001' and u.document_number like '6%'`);
    // The totals the portal keeps as people join, for Diego and everyone above him.
    await t.db.execute(sql`update network_nodes set people_below = people_below + 4100
      where user_id in (select id from users where document_number in ('2100001', '2000001', '2000090'))`);

    const adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    const common = await t.send(networkEndpoints.search, { q: 'común' }, { token: adviser });
    expect(common.data.resultados).toHaveLength(20);
    expect(common.data.masResultados).toBe(true);
    const rare = await t.send(networkEndpoints.search, { q: 'zoila' }, { token: adviser });
    expect(rare.data.resultados.map((r: any) => r.documento)).toEqual(['6004100']);
    expect(rare.data.resultados[0].camino.map((c: any) => c.nombre)).toEqual([
      'Carlos Eduardo Suárez Justiniano',
      'Diego Antelo Suárez',
    ]);
    const other = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
    for (const q of ['zoila', 'común', '600']) {
      const none = await t.send(networkEndpoints.search, { q }, { token: other });
      expect(none.data, q).toEqual({ resultados: [], masResultados: false });
    }
  });
});
