import { type Instalment, instalmentState, outstandingTotal, sumCharges } from '@vo/domain/products/instalments.rules';
import { formatBusinessDateTime, formatCalendarDay } from '@vo/domain/time';
import { pdfAmount as dec, pdfMoney } from './pdf-format.ts';
import type { SimpleDocument } from './simple-pdf.ts';

/** What a contract names of the product (the product row as the portal holds it). */
export interface ContractProduct {
  kind: string;
  description: string;
  contractNumber: string;
  companyName: string;
  currency: string;
  priceCents: bigint;
}

export interface ContractParty {
  fullName: string;
  documentNumber: string;
  email: string | null;
  phone: string | null;
  city: string | null;
}

const KIND = {
  lot: 'un lote de terreno',
  house: 'una vivienda',
  membership: 'una membresía',
  season_pass: 'un abono',
} as const;

/**
 * The purchase contract (spec §2 /generar-contrato), from the customer's data and the product:
 * Spanish, like every legal document of the group (docs/decisions/0008).
 */
export function contractDocument(
  product: ContractProduct,
  party: ContractParty,
  schedule: readonly Instalment[],
  now: Date,
): SimpleDocument {
  const financed = schedule.reduce((t, i) => t + i.charged.capital, 0n);
  const object = KIND[product.kind as keyof typeof KIND] ?? 'un producto';
  return {
    title: `Contrato de compraventa ${product.contractNumber}`,
    subtitle: product.companyName,
    lines: [
      ['Comprador', party.fullName],
      ['Cédula de identidad', party.documentNumber],
      ['Correo', party.email ?? '—'],
      ['Teléfono', party.phone ?? '—'],
      ['Ciudad', party.city ?? '—'],
      ['Objeto', `${object}: ${product.description}`],
      ['Precio', pdfMoney(product.priceCents, product.currency)],
      ['Saldo financiado', `${pdfMoney(financed, product.currency)} en ${schedule.length} cuotas`],
      ['Emitido', formatBusinessDateTime(now)],
    ],
    table: {
      headers: ['Cláusula', 'Contenido'],
      widths: [70, 430],
      rows: [
        ['Primera', `La vendedora transfiere al comprador ${object} descrito arriba.`],
        ['Segunda', 'El comprador paga el precio según el plan de pagos adjunto.'],
        ['Tercera', 'Las cuotas vencidas generan multas según el reglamento vigente.'],
        ['Cuarta', 'Todo cambio del plan se formaliza mediante adenda.'],
      ],
    },
    footer: 'Copia generada por la Oficina Virtual con los datos registrados a la fecha de emisión.',
  };
}

/** The payment plan of a product: every instalment and its state today. */
export function paymentPlanDocument(
  product: ContractProduct,
  schedule: readonly Instalment[],
  today: string,
  now: Date,
): SimpleDocument {
  return {
    title: `Plan de pagos ${product.contractNumber}`,
    subtitle: `${product.companyName} — ${product.description}`,
    lines: [
      ['Precio', pdfMoney(product.priceCents, product.currency)],
      ['Cuotas', String(schedule.length)],
      ['Emitido', formatBusinessDateTime(now)],
    ],
    table: {
      headers: ['Cuota', 'Vence', 'Capital', 'Interés', 'Total', 'Saldo', 'Estado'],
      widths: [40, 70, 70, 60, 70, 70, 70],
      rows: schedule.map((i) => [
        String(i.number),
        formatCalendarDay(i.dueDate),
        dec(i.charged.capital),
        dec(i.charged.interest),
        dec(sumCharges(i.charged)),
        dec(outstandingTotal(i)),
        { paid: 'Pagada', overdue: 'Vencida', pending: 'Pendiente' }[instalmentState(i, today)],
      ]),
    },
  };
}
