import { recoveryEndpoints } from '@vo/domain/recovery-calculator/recovery.endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { apartFromItsId } from '../../../test/same-answer.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

describe('the recovery calculator (spec §7 /calculadora/recuperacion/…)', () => {
  const t = useTestApp();
  let verified: string;
  let notVerified: string;
  let customer: string;
  beforeAll(async () => {
    verified = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    notVerified = await loginAs(t.call, DEMO.adviser2.user, DEMO.adviser2.password);
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  });
  const post = (step: 'reversals' | 'projects' | 'products', body: object, token = verified, lang = 'en') =>
    t.send(recoveryEndpoints[step], body, { token, lang });

  it('says yes only to a verified adviser', async () => {
    for (const [token, yes] of [
      [verified, true],
      [notVerified, false],
      [customer, false],
    ] as const) {
      const answer = await t.send(recoveryEndpoints.verify, undefined, { token });
      expect(answer.data).toEqual({ verificado: yes, porcentajeMaximoMontoReconocido: 60 });
    }
  });

  it('finds a client’s reversal, its projects and what it is worth on each free lot', async () => {
    const found = await post('reversals', { docId: '1100005' });
    expect(found.data.datosCliente).toEqual({ nombre: expect.any(String), documento: '1100005' });
    const [reversal] = found.data.reversiones;
    expect(reversal).toMatchObject({ idEmpresa: 2, capitalPagado: '4800.00', montoMaximoReconocido: '2880.00' });

    const projects = await post('projects', { idEmpresa: 2, idVentaRevertida: reversal.idVentaRevertida });
    expect(projects.data.map((p: any) => p.idProyecto)).toEqual(expect.arrayContaining([101, 102, 104]));
    expect(projects.data.every((p: any) => p.lotesLibres > 0)).toBe(true);

    const products = await post('products', {
      idEmpresa: 2,
      idVentaRevertida: reversal.idVentaRevertida,
      idProyecto: 101,
    });
    expect(products.data.length).toBe(projects.data.find((p: any) => p.idProyecto === 101).lotesLibres);
    for (const lot of products.data) {
      expect(lot.montoReconocido).toBe('2880.00');
      expect(Number(lot.saldo)).toBeCloseTo(Number(lot.precio) - 2880, 2);
    }
  });

  it('answers a document outside the caller’s network exactly like one with no reversals', async () => {
    // 1100402 had a sale reversed, but is 2000002's client
    const foreign = await post('reversals', { docId: '1100402' });
    const unknown = await post('reversals', { docId: '9999999' });
    expect(foreign).toMatchObject({ status: 1, code: 'recovery.noReversals', data: { campo: 'docId' } });
    expect(apartFromItsId(unknown)).toEqual(apartFromItsId(foreign));
    // and its ids lead nowhere either
    const ids: any = await t.send(recoveryEndpoints.reversals, { docId: '1100005' }, { token: verified });
    const own = ids.data.reversiones[0].idVentaRevertida;
    expect(await post('projects', { idEmpresa: 3, idVentaRevertida: own })).toMatchObject({
      code: 'recovery.reversalNotFound',
    });
    expect(await post('projects', { idEmpresa: 3, idVentaRevertida: own + 1 })).toMatchObject({
      code: 'recovery.reversalNotFound',
    });
    expect(await post('products', { idEmpresa: 2, idVentaRevertida: own, idProyecto: 103 })).toMatchObject({
      code: 'recovery.projectNotFound',
    });
  });

  it('refuses short documents, unverified advisers and customers, in the caller’s language', async () => {
    expect(await post('reversals', { docId: '123' }, verified, 'es')).toMatchObject({
      status: 1,
      code: 'recovery.documentTooShort',
      message: expect.stringMatching(/3/),
      data: { campo: 'docId' },
    });
    // A document sent as a number, or longer than any, is told as such, not as "too short".
    expect(await post('reversals', { docId: 1100005 }, verified, 'pt')).toMatchObject({
      status: 1,
      code: 'recovery.documentNotText',
      message: 'Envie o número do documento como texto, por exemplo "1100005".',
      data: { campo: 'docId' },
    });
    expect(await post('reversals', { docId: '1'.repeat(21) })).toMatchObject({
      code: 'recovery.documentTooLong',
      message: 'A document number has at most 20 characters.',
    });
    expect(await post('reversals', { docId: '1100005' }, notVerified)).toMatchObject({
      status: 1,
      code: 'recovery.notVerified',
    });
    expect((await post('reversals', { docId: '1100005' }, customer)).code).toBe('platform.forbidden');
  });
});
