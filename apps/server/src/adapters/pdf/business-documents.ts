import type { ProductDetail } from '@vo/domain/products/products.types';
import { formatBusinessDateTime, formatCalendarDay } from '@vo/domain/time';
import { pdfAmount as dec, pdfDecimal, pdfDecimalMoney } from './pdf-format.ts';
import type { SimpleDocument } from './simple-pdf.ts';

/**
 * Receipts and statements are legal documents of Bolivian companies: they are issued in Spanish,
 * whatever the language of the screen (docs/decisions/0008).
 */

const KIND_LABEL: Record<string, string> = { lote: 'Lote', casa: 'Vivienda', membresia: 'Membresía', abono: 'Abono' };

export function statementDocument(
  detail: ProductDetail,
  customer: { documentNumber: string },
  now: Date,
): SimpleDocument {
  return {
    title: 'Estado de cuenta',
    subtitle: `${detail.empresa} — ${KIND_LABEL[detail.tipo] ?? detail.tipo}: ${detail.descripcion}`,
    lines: [
      ['Cliente (CI)', customer.documentNumber],
      ['Contrato', detail.nroContrato],
      ['Precio', pdfDecimalMoney(detail.precio, detail.moneda)],
      ['Deuda total', pdfDecimalMoney(detail.deudaTotal, detail.moneda)],
      ['Deuda vencida', `${pdfDecimalMoney(detail.deudaVencida, detail.moneda)} (${detail.cuotasVencidas} cuotas)`],
      ['Emitido', formatBusinessDateTime(now)],
    ],
    table: {
      headers: [
        'Cuota',
        'Vence',
        'Monto',
        'Capital',
        'Interés',
        'Multas',
        'Gastos',
        'Form.',
        'Pagado',
        'Saldo',
        'Estado',
      ],
      widths: [30, 52, 46, 46, 42, 38, 38, 34, 46, 46, 60],
      rows: detail.cuotas.map((c) => [
        String(c.nroCuota),
        formatCalendarDay(c.fechaVencimiento),
        pdfDecimal(c.monto),
        pdfDecimal(c.capital),
        pdfDecimal(c.interes),
        pdfDecimal(c.multas),
        pdfDecimal(c.gastos),
        pdfDecimal(c.formulario),
        pdfDecimal(c.pagado),
        pdfDecimal(c.saldo),
        c.estado,
      ]),
    },
    footer: 'Montos en la moneda del contrato. Documento generado por la Oficina Virtual.',
  };
}

export interface ReceiptFacts {
  receiptNumber: string;
  companyName: string;
  customerDocumentNumber: string;
  contractNumber: string;
  productDescription: string;
  amount: string;
  currency: string;
  method: string;
  paidAt: Date;
  lines: { instalment: number; component: string; amount: string }[];
}

const COMPONENT_LABEL: Record<string, string> = {
  fines: 'Multas',
  interest: 'Interés',
  expenses: 'Gastos',
  formFee: 'Formulario',
  capital: 'Capital',
};

export function receiptDocument(facts: ReceiptFacts): SimpleDocument {
  return {
    title: `Recibo ${facts.receiptNumber}`,
    subtitle: facts.companyName,
    lines: [
      ['Cliente (CI)', facts.customerDocumentNumber],
      ['Contrato', facts.contractNumber],
      ['Producto', facts.productDescription],
      ['Monto pagado', pdfDecimalMoney(facts.amount, facts.currency)],
      ['Medio de pago', facts.method],
      ['Fecha', formatBusinessDateTime(facts.paidAt)],
    ],
    table: {
      headers: ['Cuota', 'Concepto', 'Monto'],
      widths: [60, 120, 80],
      // A fee settles no instalment: its line has none.
      rows: facts.lines.map((l) => [
        l.instalment ? String(l.instalment) : '-',
        COMPONENT_LABEL[l.component] ?? l.component,
        pdfDecimal(l.amount),
      ]),
    },
    footer: 'Gracias por su pago.',
  };
}

export interface AddendumFacts {
  kind: 'reconfigure' | 'upgrade';
  customerDocumentNumber: string;
  companyName: string;
  contractNumber: string;
  productDescription: string;
  toLevel: string;
  valueCents: bigint;
  initialCents: bigint;
  financedCents: bigint;
  termMonths: number;
  monthlyFeeCents: bigint;
  totalInterestCents: bigint;
  signedAt: Date;
}

export function addendumDocument(facts: AddendumFacts): SimpleDocument {
  const upgrade = facts.kind === 'upgrade';
  return {
    title: upgrade ? 'Adenda de mejora de membresía' : 'Adenda de reconfiguración del plan de pagos',
    subtitle: `${facts.companyName} — contrato ${facts.contractNumber}`,
    lines: [
      ['Cliente (CI)', facts.customerDocumentNumber],
      ['Producto', facts.productDescription],
      ...(upgrade ? ([['Nueva membresía', facts.toLevel]] as const) : []),
      [upgrade ? 'Diferencia' : 'Capital reprogramado', dec(facts.valueCents)],
      ['Cuota inicial', dec(facts.initialCents)],
      ['Monto financiado', dec(facts.financedCents)],
      ['Plazo', `${facts.termMonths} meses`],
      ['Cuota mensual', dec(facts.monthlyFeeCents)],
      ['Interés total', dec(facts.totalInterestCents)],
      ['Fecha', formatBusinessDateTime(facts.signedAt)],
    ],
    footer: 'Esta adenda forma parte del contrato original; sus demás cláusulas se mantienen.',
  };
}
