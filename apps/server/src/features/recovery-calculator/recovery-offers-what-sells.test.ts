import { recoveryEndpoints } from '@vo/domain/recovery-calculator/recovery.endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

/*
 * The calculator offers only what the catalogue sells (spec §8; docs/decisions/0046): the demo's Puerto Alegre
 * (109) has free lots but is not configured for sale, so it is neither listed nor priced; Las Lomas (108), sold
 * in cash only, is.
 */
describe('the recovery calculator and the catalogue agree on what can be sold', () => {
  const t = useTestApp();
  let adviser: string;
  let reversal: number;
  beforeAll(async () => {
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    const found = await t.send(recoveryEndpoints.reversals, { docId: '1100005' }, { token: adviser });
    reversal = found.data.reversiones[0].idVentaRevertida;
  });

  it('does not list a project without configuration, and lists one sold in cash only', async () => {
    const projects = await t.send(
      recoveryEndpoints.projects,
      { idEmpresa: 2, idVentaRevertida: reversal },
      { token: adviser },
    );
    const ids = projects.data.map((p: any) => p.idProyecto);
    expect(ids).not.toContain(109);
    expect(ids).toContain(108);
  });

  it('prices no lot of it either', async () => {
    const products = await t.send(
      recoveryEndpoints.products,
      { idEmpresa: 2, idVentaRevertida: reversal, idProyecto: 109 },
      { token: adviser },
    );
    expect(products).toMatchObject({ status: 1, code: 'recovery.projectNotFound' });
  });
});
