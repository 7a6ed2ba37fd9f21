import { formatCalendarDay } from '@vo/domain/time';
import { describe, expect, it } from 'vitest';
import { receiptDocument, statementDocument } from './business-documents.ts';
import { pdfDecimalMoney, pdfMoney } from './pdf-format.ts';

describe('amounts and dates on paper', () => {
  it('are written like the Spanish page: grouped, with the currency after, never ISO', () => {
    expect(pdfMoney(298_425n, 'USD')).toBe('2.984,25\u00a0US$');
    expect(pdfDecimalMoney('13166.50', 'USD')).toBe('13.166,50\u00a0US$');
    expect(formatCalendarDay('2026-09-14')).toBe('14/09/2026');
  });

  it('a receipt names its amount and lines the same way', () => {
    const doc = receiptDocument({
      receiptNumber: 'R-12-000001',
      companyName: 'Urbanizadora',
      customerDocumentNumber: '1000001',
      contractNumber: 'C-1',
      productDescription: 'Lote 12',
      amount: '1221.00',
      currency: 'USD',
      method: 'Visa •• 1111',
      paidAt: new Date('2026-11-25T13:00:00Z'),
      lines: [{ instalment: 7, component: 'capital', amount: '1221.00' }],
    });
    expect(doc.lines).toContainEqual(['Monto pagado', '1.221,00\u00a0US$']);
    expect(doc.table?.rows[0]).toEqual(['7', 'Capital', '1.221,00']);
  });

  it('a statement writes its schedule dates and amounts for people', () => {
    const detail = {
      empresa: 'Urbanizadora',
      tipo: 'lote',
      descripcion: 'Lote 12',
      nroContrato: 'C-1',
      precio: '13166.50',
      deudaTotal: '2984.25',
      deudaVencida: '1221.00',
      cuotasVencidas: 3,
      moneda: 'USD',
      cuotas: [
        {
          nroCuota: 7,
          fechaVencimiento: '2026-09-14',
          monto: '407.00',
          capital: '400.00',
          interes: '7.00',
          multas: '0.00',
          gastos: '0.00',
          formulario: '0.00',
          pagado: '0.00',
          saldo: '407.00',
          estado: 'vencida',
        },
      ],
    } as unknown as Parameters<typeof statementDocument>[0];
    const doc = statementDocument(detail, { documentNumber: '1000001' }, new Date('2026-11-25T13:00:00Z'));
    expect(doc.lines).toContainEqual(['Deuda vencida', '1.221,00\u00a0US$ (3 cuotas)']);
    expect(doc.table?.rows[0]?.slice(0, 3)).toEqual(['7', '14/09/2026', '407,00']);
  });
});
