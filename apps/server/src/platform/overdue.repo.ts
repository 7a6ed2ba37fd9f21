import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';

/** Spec §6: whether a customer has an instalment past its due date and not fully paid. */
export async function hasOverdueInstalments(db: Executor, customerUserId: number, today: string): Promise<boolean> {
  const result = (await db.execute(sql`select exists (
      select 1 from instalments i join products p on p.id = i.product_id
      where p.user_id = ${customerUserId} and i.due_date < ${today}::date
        and (i.capital_cents + i.interest_cents + i.fines_cents + i.expenses_cents + i.form_fee_cents)
          > (i.paid_capital_cents + i.paid_interest_cents + i.paid_fines_cents + i.paid_expenses_cents + i.paid_form_fee_cents)
    ) as overdue`)) as { rows: { overdue: boolean }[] };
  return result.rows[0]?.overdue === true;
}
