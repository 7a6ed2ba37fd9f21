import { describe, expect, it } from 'vitest';
import {
  companiesThatInvoice,
  invoiceFormSchema,
  invoiceSaveRequestSchema,
  normaliseInvoiceData,
  toInvoiceSaveRequest,
} from './invoice.rules.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);

describe('invoice data rules (spec §5)', () => {
  const form = {
    tipoDocumento: 1,
    nroDocumento: '1234567',
    complemento: '1a',
    razonSocial: 'Ana Gutiérrez',
    correo: 'ana@example.com',
    prefijo: '+591',
    telefono: '71234567',
  };
  const check = (change: object) => messages(invoiceFormSchema.safeParse({ ...form, ...change }));

  it('takes a document number of 5 to 20 characters', () => {
    expect(check({ nroDocumento: '1234' })).toEqual(['nroDocumento:invoice.documentNumberLength']);
    expect(check({ nroDocumento: '12345' })).toEqual([]);
    expect(check({ nroDocumento: '1'.repeat(19) })).toEqual([]);
    expect(check({ nroDocumento: '1'.repeat(20) })).toEqual([]);
    expect(check({ nroDocumento: '1'.repeat(21) })).toEqual(['nroDocumento:invoice.documentNumberLength']);
    expect(check({ nroDocumento: '' })[0]).toBe('nroDocumento:invoice.documentNumberRequired');
  });

  it('wants digits only for document types 1 and 20, letters allowed for the others', () => {
    expect(check({ nroDocumento: '12345A' })).toEqual(['nroDocumento:invoice.documentNumberDigits']);
    expect(check({ tipoDocumento: 20, nroDocumento: 'A12345' })).toEqual(['nroDocumento:invoice.documentNumberDigits']);
    expect(check({ tipoDocumento: 3, nroDocumento: 'AB12345' })).toEqual([]);
  });

  it('allows a complement of at most 2 letters or digits, for type 1 only', () => {
    expect(check({ complemento: '' })).toEqual([]);
    expect(check({ complemento: '1A' })).toEqual([]);
    expect(check({ complemento: '1AB' })).toEqual(['complemento:invoice.complementFormat']);
    expect(check({ complemento: '-' })).toEqual(['complemento:invoice.complementFormat']);
    // For another type whatever was typed is cleared on save, not refused.
    expect(check({ tipoDocumento: 3, nroDocumento: 'AB12345', complemento: '1AB' })).toEqual([]);
  });

  it('requires business name and a valid e-mail, and a phone of 5 to 10 digits', () => {
    expect(check({ razonSocial: '  ' })).toEqual(['razonSocial:invoice.businessNameRequired']);
    expect(check({ correo: 'x' })).toEqual(['correo:invoice.emailInvalid']);
    expect(check({ telefono: '1234' })).toEqual(['telefono:invoice.phoneLength']);
    expect(check({ telefono: '12345' })).toEqual([]);
    expect(check({ telefono: '1234567890' })).toEqual([]);
    expect(check({ telefono: '12345678901' })).toEqual(['telefono:invoice.phoneLength']);
    expect(check({ telefono: '7123456a' })).toEqual(['telefono:invoice.phoneDigits']);
  });

  it('upper-cases on save, clears a complement that does not apply, and sends prefix-number', () => {
    const request = toInvoiceSaveRequest(invoiceFormSchema.parse(form));
    expect(request).toEqual({
      tipoDocumento: 1,
      nroDocumento: '1234567',
      complemento: '1A',
      razonSocial: 'ANA GUTIÉRREZ',
      correo: 'ana@example.com',
      telefono: '+591-71234567',
    });
    const passport = toInvoiceSaveRequest(
      invoiceFormSchema.parse({ ...form, tipoDocumento: 3, nroDocumento: 'ab123', complemento: '9' }),
    );
    expect(passport).toMatchObject({ nroDocumento: 'AB123', complemento: '' });
  });

  it('normalises again on the server, whatever the client sent', () => {
    const raw = invoiceSaveRequestSchema.parse({
      ...form,
      prefijo: undefined,
      telefono: '+591-71234567',
      tipoDocumento: 4,
      nroDocumento: 'od-55555',
      complemento: 'zz',
    });
    expect(normaliseInvoiceData(raw)).toMatchObject({
      documentNumber: 'OD-55555',
      complement: '',
      businessName: 'ANA GUTIÉRREZ',
    });
  });

  it('asks only customers of the companies that invoice', () => {
    expect(companiesThatInvoice([27, 12, 2, 2])).toEqual([2, 12]);
    expect(companiesThatInvoice([27, 30])).toEqual([]);
  });
});
