import { randomUUID } from 'node:crypto';
import { documentEndpoints } from '@vo/domain/documents/documents.endpoints';
import { paymentEndpoints } from '@vo/domain/payments/payments.endpoints';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PRODUCT } from '../../../test/route-fixtures/index.ts';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';

describe('contracts and documents', () => {
  const t = useTestApp();
  let customer: string;
  let overdue: string;
  beforeAll(async () => {
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
  });
  const pdfText = (base64: string) => Buffer.from(base64, 'base64').toString('latin1');

  it('lists the contract, the payment plan and every receipt of a product, each a real PDF', async () => {
    const paid = await t.send(
      paymentEndpoints.card,
      {
        idProducto: DEMO_PRODUCT.lot,
        monto: '10.00',
        numeroTarjeta: '4111111111111111',
        mesExpiracion: '1',
        anioExpiracion: '2099',
        cvc: '123',
      },
      { token: customer, headers: { 'idempotency-key': `doc-${randomUUID()}` } },
    );
    const list = await t.send(documentEndpoints.list, { idProducto: DEMO_PRODUCT.lot }, { token: customer });
    expect(list.data.documentos.map((d: any) => d.tipo)).toEqual(['contrato', 'plan_pagos', 'recibo']);
    expect(list.data.documentos[2]).toMatchObject({ id: paid.data.idPago, nombre: `Recibo ${paid.data.nroRecibo}` });
    for (const document of list.data.documentos) {
      const file = await t.send(
        documentEndpoints.download,
        { tipo: document.tipo, id: document.id },
        { token: customer },
      );
      expect(file.status, document.tipo).toBe(0);
      expect(pdfText(file.data.pdfBase64).startsWith('%PDF-'), document.tipo).toBe(true);
    }
    const contract = await t.send(
      documentEndpoints.download,
      { tipo: 'contrato', id: DEMO_PRODUCT.lot },
      { token: customer },
    );
    expect(contract.data.nombreArchivo).toBe('contrato-UO-2024-00712.pdf');
  });

  it('never hands out another customer’s contract, plan, receipt or addendum', async () => {
    for (const tipo of ['contrato', 'plan_pagos']) {
      const answer = await t.send(documentEndpoints.download, { tipo, id: DEMO_PRODUCT.lot }, { token: overdue });
      expect(answer.code).toBe('products.notFound');
    }
    for (const tipo of ['recibo', 'adenda']) {
      const answer = await t.send(documentEndpoints.download, { tipo, id: 1 }, { token: overdue });
      expect(answer.code).toBe('documents.notFound');
    }
    expect((await t.send(documentEndpoints.list, { idProducto: DEMO_PRODUCT.lot }, { token: overdue })).code).toBe(
      'products.notFound',
    );
  });
});
