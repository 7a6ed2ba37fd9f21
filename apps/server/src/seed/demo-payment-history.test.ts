import { paymentsAdminEndpoints } from '@vo/domain/payments/payments-admin.endpoints';
import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffToken, useTestApp } from '../../test/test-app.ts';
import { HISTORY_CUSTOMERS } from './demo-payment-history.ts';

/** The console's Money is alive from the first start (docs/decisions/0053): the network customers' seeded payments. */
describe('the demo’s payment history', () => {
  const t = useTestApp();
  const rows = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as any).rows as any[];
  const customers = sql.join(
    HISTORY_CUSTOMERS.map((ci) => sql`${ci}`),
    sql`, `,
  );

  it('fills the last month of Money with payments by every means, and each day reconciles with the ledger', async () => {
    const supervisor = await staffToken(t, 'cashier_supervisor');
    const totals = await t.send(paymentsAdminEndpoints.dayTotals, {}, { token: supervisor });
    expect(totals.status).toBe(0);
    // Payments on most days of the month (none on Sundays), a plausible few each, and every day reconciled.
    expect(totals.data.dias.length).toBeGreaterThanOrEqual(20);
    expect(totals.data.dias.every((day: any) => day.diferencia === '0.00')).toBe(true);
    const counts = totals.data.dias.map((day: any) => day.cantidad);
    expect(Math.max(...counts)).toBeGreaterThan(Math.min(...counts));
    expect(new Set(totals.data.detalle.map((row: any) => row.metodo))).toEqual(
      new Set(['card', 'qr', 'prepaid', 'wallet']),
    );
    const earliest = addDaysToDate(businessDateOf(t.clock.now()), -60);
    const [sixtyDays] = await rows(sql`select count(*)::int as n from payments p join users u on u.id = p.user_id
      where u.document_number in (${customers}) and p.confirmed_at >= ${earliest}::date`);
    expect(sixtyDays.n).toBeGreaterThanOrEqual(60 * 4);
  });

  it('pays every instalment it marks paid with one payment, allocated and entered in the ledger to the cent', async () => {
    // Each paid instalment of these customers: what its columns say was paid is what payments allocated to it.
    const [mismatch] = await rows(sql`select count(*)::int as n from instalments i
      join products pr on pr.id = i.product_id join users u on u.id = pr.user_id
      where u.document_number in (${customers})
        and i.paid_capital_cents + i.paid_interest_cents + i.paid_expenses_cents + i.paid_form_fee_cents
            + i.paid_fines_cents <> coalesce((select sum(a.amount_cents) from payment_allocations a
                                              where a.instalment_id = i.id), 0)`);
    expect(mismatch.n).toBe(0);
    const [paid] = await rows(sql`select count(*)::int as n from instalments i join products pr on pr.id = i.product_id
      join users u on u.id = pr.user_id where u.document_number in (${customers}) and i.receipt_number is not null`);
    expect(paid.n).toBeGreaterThan(300);
    // Each confirmed payment: allocations add up to its amount, its ledger balances and clears its amount.
    const [unbalanced] = await rows(sql`select count(*)::int as n from payments p join users u on u.id = p.user_id
      where u.document_number in (${customers}) and p.state = 'confirmed' and (
        p.amount_cents <> (select sum(a.amount_cents) from payment_allocations a where a.payment_id = p.id)
        or (select sum(debit_cents - credit_cents) from ledger_entries l where l.payment_id = p.id) <> 0
        or p.amount_cents <> (select sum(debit_cents) from ledger_entries l
                              where l.payment_id = p.id and l.account = 'clearing:' || p.method))`);
    expect(unbalanced.n).toBe(0);
    // Every schedule is whole: numbers 1…n without a gap, its capital the financed 90% of the price.
    const [broken] = await rows(sql`select count(*)::int as n from products pr join users u on u.id = pr.user_id
      where u.document_number in (${customers}) and (
        (select count(*) from instalments i where i.product_id = pr.id)
          <> (select max(number) from instalments i where i.product_id = pr.id)
        or (select sum(capital_cents) from instalments i where i.product_id = pr.id) <> pr.price_cents - pr.price_cents / 10)`);
    expect(broken.n).toBe(0);
  });

  it('leaves the demo customers’ own money as their stories know it, and the receipts numbered on', async () => {
    const [demo] = await rows(sql`select count(*)::int as n from payments p join users u on u.id = p.user_id
      where u.document_number like '1000%'`);
    expect(demo.n).toBe(0);
    // Each company's next receipt follows the history's last one: no number is given twice.
    const [gaps] = await rows(sql`select count(*)::int as n from receipt_counters c
      where c.last_number <> (select count(*) from payments p where p.company_id = c.company_id and p.receipt_number is not null)`);
    expect(gaps.n).toBe(0);
  });
});
