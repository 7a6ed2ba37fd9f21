import { invoiceEndpoints } from '@vo/domain/invoice/invoice.endpoints';
import { invoiceDataWire } from '@vo/domain/invoice/invoice.wire';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { saveInvoiceData } from './invoice.service.ts';

describe('invoice data', () => {
  const t = useTestApp();
  let firstSteps: string;
  let customer: string;
  let adviser: string;
  beforeAll(async () => {
    firstSteps = await loginAs(t.call, DEMO.firstSteps.user, DEMO.firstSteps.password);
    customer = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    adviser = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
  });
  const valid = {
    tipoDocumento: 1,
    nroDocumento: '1000004',
    complemento: '1a',
    razonSocial: 'Sofía Ribera',
    correo: 'Sofia@Example.com',
    telefono: '+591-77890123',
  };
  const save = (body: object, lang = 'en', token = firstSteps) => t.send(invoiceEndpoints.save, body, { token, lang });
  const saved = () => t.send(invoiceEndpoints.invoiceData, undefined, { token: firstSteps });

  it('is asked only of customers of companies that invoice (2, 3, 12)', async () => {
    const mine = await t.send(
      invoiceEndpoints.companies,
      { docId: '1000004', empresas: [2, 3, 12, 27] },
      { token: firstSteps },
    );
    expect(mine.data).toEqual([{ idEmpresa: 2, nombre: 'Urbanizaciones del Oriente S.A.' }]);
    const both = await t.send(invoiceEndpoints.companies, {}, { token: customer });
    expect(both.data.map((c: { idEmpresa: number }) => c.idEmpresa)).toEqual([2, 12]);
    // 1000002 buys from 3 and 27: only 3 invoices.
    const overdue = await loginAs(t.call, DEMO.overdueCustomer.user, DEMO.overdueCustomer.password);
    const third = await t.send(invoiceEndpoints.companies, { empresas: [27] }, { token: overdue });
    expect(third.data).toEqual([]);
    expect((await t.send(invoiceEndpoints.companies, {}, { token: adviser })).data).toEqual([]);
    expect((await t.send(invoiceEndpoints.invoiceData, undefined, { token: adviser })).code).toBe(
      'invoice.notInvoiced',
    );
  });

  it('lists the document types and starts empty (idDatosFactura 0) with the contact pre-filled', async () => {
    const types = await t.send(invoiceEndpoints.documentTypes, undefined, { token: firstSteps });
    expect(types.data.map((type: { idTipoDocIdentidad: number }) => type.idTipoDocIdentidad)).toEqual([1, 2, 3, 4, 20]);
    expect((await saved()).data).toMatchObject({
      idDatosFactura: 0,
      correo: 'sofia.ribera@example.com',
      telefono: '+591-77890123',
      editable: true,
    });
  });

  it.each([
    ['en', { nroDocumento: '' }, 'nroDocumento', 'The document number is required.'],
    ['es', { nroDocumento: '1234' }, 'nroDocumento', 'El número de documento debe tener entre 5 y 20 caracteres.'],
    ['pt', { nroDocumento: '1'.repeat(21) }, 'nroDocumento', 'O número do documento deve ter entre 5 e 20 caracteres.'],
    ['en', { nroDocumento: '12345A' }, 'nroDocumento', 'For this document type the number may only hold digits.'],
    [
      'es',
      { tipoDocumento: 20, nroDocumento: '1234567-A' },
      'nroDocumento',
      'Para este tipo de documento el número solo puede tener dígitos.',
    ],
    ['en', { complemento: '1AB' }, 'complemento', 'The complement has at most 2 letters or digits.'],
    ['en', { complemento: '1-' }, 'complemento', 'The complement has at most 2 letters or digits.'],
    ['pt', { razonSocial: ' ' }, 'razonSocial', 'A razão social é obrigatória.'],
    ['en', { correo: 'nope' }, 'correo', 'The email is not valid'],
    ['es', { telefono: '+591-1234' }, 'telefono', 'El teléfono debe tener entre 5 y 10 dígitos.'],
    ['en', { telefono: '+591-12345678901' }, 'telefono', 'The phone must have between 5 and 10 digits.'],
    ['en', { tipoDocumento: 7 }, 'tipoDocumento', 'That document type does not exist.'],
  ])('refuses (%s) %j next to %s and writes nothing', async (lang, change, field, message) => {
    const answer = await save({ ...valid, ...change }, lang);
    expect(answer).toMatchObject({ status: 1, message, data: { campo: field } });
    expect((await saved()).data.idDatosFactura).toBe(0);
  });

  it('accepts the boundaries: 5 and 20 characters, 5 and 10 phone digits, letters for a passport', async () => {
    expect((await save({ ...valid, nroDocumento: '12345', telefono: '+591-12345' })).status).toBe(0);
    expect((await save({ ...valid, nroDocumento: '1'.repeat(20), telefono: '+591-1234567890' })).status).toBe(0);
    expect((await save({ ...valid, tipoDocumento: 3, nroDocumento: 'pa-12345' })).status).toBe(0);
  });

  it('saves in upper case, clears the complement of a type without one, and keeps one row', async () => {
    const first = await save(valid, 'es');
    expect(first).toMatchObject({ status: 0, message: 'Sus datos de facturación fueron registrados.' });
    expect(first.data).toMatchObject({ razonSocial: 'SOFÍA RIBERA', complemento: '1A', correo: 'sofia@example.com' });
    expect(first.data.idDatosFactura).toBeGreaterThan(0);
    const passport = await save({ ...valid, tipoDocumento: 3, nroDocumento: 'ab12345' });
    expect(passport.data).toMatchObject({
      nroDocumento: 'AB12345',
      complemento: '',
      idDatosFactura: first.data.idDatosFactura,
    });
    const rows: any = await t.db.execute(
      sql`select count(*)::int as n from invoice_data where document_number = 'AB12345'`,
    );
    expect(rows.rows[0].n).toBe(1);
  });

  it('refuses someone else’s document in doc_id or docId', async () => {
    expect((await t.send(invoiceEndpoints.invoiceData, { doc_id: '1000001' }, { token: firstSteps })).code).toBe(
      'platform.forbidden',
    );
    expect((await save({ ...valid, docId: '1000001' })).code).toBe('platform.forbidden');
  });

  it('keeps document and business name locked while the edit flag is off', async () => {
    const session = { userId: 0, documentNumber: '1000004', role: 'customer' as const } as never;
    const user: any = await t.db.execute(sql`select id from users where document_number = '1000004'`);
    const me = { ...(session as object), userId: Number(user.rows[0].id) } as never;
    const current = (await saved()).data;
    const phoneOnly = {
      ...valid,
      tipoDocumento: current.tipoDocumento,
      nroDocumento: current.nroDocumento,
      complemento: current.complemento,
      razonSocial: current.razonSocial,
      correo: current.correo,
      telefono: '+591-70000001',
    };
    // The flag flipped on this app only (docs/decisions/0025); put back at the end.
    t.deps.featureFlags.invoiceDataEditable = false;
    onTestFinished(() => {
      t.deps.featureFlags.invoiceDataEditable = true;
    });
    // Through the contract, as the route does: the wire body translated in, the answer written out.
    const saveAs = async (body: object) =>
      invoiceDataWire(await saveInvoiceData(t.deps, me, invoiceEndpoints.save.body.parse(body)));
    await expect(saveAs(phoneOnly)).resolves.toMatchObject({
      telefono: '+591-70000001',
      editable: false,
    });
    await expect(saveAs({ ...phoneOnly, razonSocial: 'OTRA' })).rejects.toMatchObject({
      key: 'invoice.locked',
    });
    expect((await saved()).data.razonSocial).toBe(current.razonSocial);
  });
});
