import { catalogueEndpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import { PROJECT_DETAIL_PRODUCTS_MAX } from '@vo/domain/catalogue/catalogue-config';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

/** The demo's 2 000-lot project, and a small one. */
const BIG_PROJECT = 104;
const SMALL_PROJECT = 101;

describe('the project detail lists at most PROJECT_DETAIL_PRODUCTS_MAX products and says when it cut (docs/decisions/0051)', () => {
  const t = useTestApp();
  let customer: string;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  });
  const detail = async (idProyecto: number) =>
    (await t.send(catalogueEndpoints.project, { idProyecto }, { token: customer })).data;
  const lotsOf = async (projectId: number) => {
    const r: any = await t.db.execute(sql`select count(*)::int as n from lots where project_id = ${projectId}`);
    return Number(r.rows[0].n);
  };

  it('answers a bigger project with its first products, free first, and of how many', async () => {
    const total = await lotsOf(BIG_PROJECT);
    expect(total).toBeGreaterThan(PROJECT_DETAIL_PRODUCTS_MAX);
    const big = await detail(BIG_PROJECT);
    expect(big.productos).toHaveLength(PROJECT_DETAIL_PRODUCTS_MAX);
    expect(big.listaRecortada).toEqual({ mostrados: PROJECT_DETAIL_PRODUCTS_MAX, total });
  });

  it('says nothing of a cut when every product fits', async () => {
    const total = await lotsOf(SMALL_PROJECT);
    expect(total).toBeLessThanOrEqual(PROJECT_DETAIL_PRODUCTS_MAX);
    const small = await detail(SMALL_PROJECT);
    expect(small.productos).toHaveLength(total);
    expect(small).not.toHaveProperty('listaRecortada');
  });
});
