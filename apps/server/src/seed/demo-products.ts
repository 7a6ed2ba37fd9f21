import { addMonthsToDate } from '@vo/domain/plans/plan.rules';
import { INSTALMENT_EXPENSES_CENTS, PURCHASE_FORM_FEE_CENTS } from '@vo/domain/products/purchase-leaves.rules';
import { businessDateOf } from '@vo/domain/time';
import type { Executor } from '../db/client.ts';
import { instalments, products } from '../db/schema/index.ts';

/** A product of the demo and where its schedule stands on the day the demo is seeded. */
interface DemoProduct {
  ci: string;
  companyId: number;
  kind: 'lot' | 'house' | 'membership' | 'season_pass';
  description: string;
  contractNumber: string;
  priceCents: bigint;
  months: number;
  /** instalments already due: the first `paid` of them are paid, the rest overdue */
  due: number;
  paid: number;
  /** monthly interest rate in basis points on the balance left */
  monthlyRateBp: bigint;
  membershipLevel?: 'platinum';
}

/**
 * ARCHITECTURE §9: 1000001 has lots and a membership, all current; 1000002 has overdue instalments
 * (three on the house, so paying the oldest one in a test still leaves them overdue, and one on the
 * season pass, whose club takes no QR); 1000004 has one lot (company 2: asked for invoice data);
 * 1000005 has a travel membership, all current (the confirmations' story pays it).
 */
const DEMO_PRODUCTS: DemoProduct[] = [
  {
    ci: '1000001',
    companyId: 2,
    kind: 'lot',
    description: 'Lote 7, Manzano 12 — Urbanización Las Palmeras',
    contractNumber: 'UO-2024-00712',
    priceCents: 1_800_000n,
    months: 48,
    due: 14,
    paid: 14,
    monthlyRateBp: 80n,
  },
  {
    ci: '1000001',
    companyId: 12,
    kind: 'membership',
    description: 'Membresía Platino — Parque de Aguas y Cabañas',
    contractNumber: 'PA-2025-03310',
    priceCents: 360_000n,
    months: 36,
    due: 6,
    paid: 6,
    monthlyRateBp: 50n,
    membershipLevel: 'platinum',
  },
  {
    ci: '1000002',
    companyId: 3,
    kind: 'house',
    description: 'Vivienda modelo Cedro, Lote 3 — Condominio Los Tajibos',
    contractNumber: 'VB-2025-00421',
    priceCents: 4_500_000n,
    months: 120,
    due: 9,
    paid: 6,
    monthlyRateBp: 58n,
  },
  {
    ci: '1000002',
    companyId: 27,
    kind: 'season_pass',
    description: 'Abono preferencial 2026 — Club Deportivo Oriente',
    contractNumber: 'CD-2026-01877',
    priceCents: 60_000n,
    months: 6,
    due: 3,
    paid: 2,
    monthlyRateBp: 0n,
  },
  {
    ci: '1000004',
    companyId: 2,
    kind: 'lot',
    description: 'Lote 2, Manzano 5 — Urbanización El Cusi',
    contractNumber: 'UO-2026-01502',
    priceCents: 1_200_000n,
    months: 60,
    due: 1,
    paid: 1,
    monthlyRateBp: 80n,
  },
  {
    // A travel membership, current; its company does not invoice, so no invoice form opens after login.
    ci: '1000005',
    companyId: 30,
    kind: 'membership',
    description: 'Membresía Travel Bolivia Clásica',
    contractNumber: 'TB-2026-00230',
    priceCents: 240_000n,
    months: 24,
    due: 2,
    paid: 2,
    monthlyRateBp: 50n,
  },
];

const FINE_CENTS = 1_500n;

/**
 * The schedule of a product financed after a 10% initial payment: equal capital parts, interest on
 * the balance left, a form fee on the first instalment, fines on each overdue one.
 */
function scheduleRows(productId: number, p: DemoProduct, today: string) {
  const financed = p.priceCents - p.priceCents / 10n;
  const part = financed / BigInt(p.months);
  // The first instalment fell due (due - 1) months ago, 10 days before today's date.
  const firstDue = addMonthsToDate(today, -(p.due - 1));
  const [fy, fm, fd] = firstDue.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(fy, fm - 1, fd) - 10 * 86_400_000).toISOString().slice(0, 10);
  let balance = financed;
  return Array.from({ length: p.months }, (_, i) => {
    const capital = i === p.months - 1 ? balance : part;
    const interest = (balance * p.monthlyRateBp) / 10_000n;
    balance -= capital;
    const isPaid = i < p.paid;
    const isOverdue = !isPaid && i < p.due;
    const formFee = i === 0 ? PURCHASE_FORM_FEE_CENTS : 0n;
    const fines = isOverdue ? FINE_CENTS : 0n;
    return {
      productId,
      number: i + 1,
      dueDate: addMonthsToDate(first, i),
      capitalCents: capital,
      interestCents: interest,
      finesCents: fines,
      expensesCents: INSTALMENT_EXPENSES_CENTS,
      formFeeCents: formFee,
      paidCapitalCents: isPaid ? capital : 0n,
      paidInterestCents: isPaid ? interest : 0n,
      paidFinesCents: 0n,
      paidExpensesCents: isPaid ? INSTALMENT_EXPENSES_CENTS : 0n,
      paidFormFeeCents: isPaid ? formFee : 0n,
      receiptNumber: isPaid ? `R${p.companyId}-H${String(i + 1).padStart(6, '0')}` : null,
    };
  });
}

/** Answers each product's id by its contract number (the demo's notifications link to them). */
export async function seedDemoProducts(tx: Executor, idOf: Map<string, number>, now: Date) {
  const today = businessDateOf(now);
  const productIdOf = new Map<string, number>();
  for (const p of DEMO_PRODUCTS) {
    const [product] = await tx
      .insert(products)
      .values({
        userId: idOf.get(p.ci)!,
        companyId: p.companyId,
        kind: p.kind,
        description: p.description,
        contractNumber: p.contractNumber,
        priceCents: p.priceCents,
        membershipLevel: p.membershipLevel ?? null,
        createdAt: new Date(now.getTime() - p.due * 30 * 86_400_000),
      })
      .returning({ id: products.id });
    await tx.insert(instalments).values(scheduleRows(product!.id, p, today));
    productIdOf.set(p.contractNumber, product!.id);
  }
  return productIdOf;
}
