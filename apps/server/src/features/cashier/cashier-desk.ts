import {
  DESK_ACTION_WIRE,
  type DeskAction,
  type DeskActionKind,
  deskActionFromWire,
} from '@vo/domain/cashier/cashier.wire';
import { and, desc, eq, gte, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';

/** The customer a cashier serves at the desk, named by document number (docs/decisions/0015). */
export interface DeskCustomer {
  userId: number;
  documentNumber: string;
  fullName: string;
}

// The audit log names each act with the wire's word ('cashier.consulta'): rows written before keep reading.
const ACTION_PREFIX = 'cashier.';
const storedAction = (kind: DeskActionKind) => `${ACTION_PREFIX}${DESK_ACTION_WIRE[kind]}`;
/** A look at a customer's bookings is one act per visit: the page reading them again within this is not another. */
const LOOKUP_VISIT_MINUTES = 10;

/**
 * Finds the customer for a cashier: a customer or an adviser (advisers own products too), never another
 * cashier. An unknown document is refused at its field; nothing else about who exists is told.
 */
export async function customerForCashier(db: Executor, documentNumber: string): Promise<DeskCustomer> {
  const [row] = await db
    .select({
      userId: users.id,
      documentNumber: users.documentNumber,
      fullName: users.fullName,
      isCashier: users.isCashier,
    })
    .from(users)
    .where(eq(users.documentNumber, documentNumber))
    .limit(1);
  if (!row || row.isCashier) throw new AppError('cashier.customerNotFound', 1, {}, { campo: 'documento' });
  return { userId: row.userId, documentNumber: row.documentNumber, fullName: row.fullName };
}

/**
 * Every act of a cashier for a customer is written to the audit log in the transaction of the act itself:
 * a reservation without its audit row cannot exist.
 */
export async function auditDeskAction(
  db: Executor,
  cashier: SessionContext,
  customer: DeskCustomer,
  action: DeskActionKind,
  detail: string,
  now: Date,
) {
  if (action === 'lookup' && (await lookedUpLately(db, cashier.userId, customer.userId, now))) return;
  await audit(
    db,
    {
      userId: cashier.userId,
      action: storedAction(action),
      detail: { customerUserId: customer.userId, customerCi: customer.documentNumber, detail },
    },
    now,
  );
}

async function lookedUpLately(db: Executor, cashierUserId: number, customerUserId: number, now: Date) {
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.userId, cashierUserId),
        eq(auditLog.action, storedAction('lookup')),
        gte(auditLog.createdAt, new Date(now.getTime() - LOOKUP_VISIT_MINUTES * 60_000)),
        sql`${auditLog.detail}->>'customerUserId' = ${String(customerUserId)}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The cashier's own audited actions, newest first (GET /caja/acciones). */
export async function deskActionsOf(db: Executor, cashierUserId: number, limit: number): Promise<DeskAction[]> {
  const rows = await db
    .select({ id: auditLog.id, action: auditLog.action, detail: auditLog.detail, at: auditLog.createdAt })
    .from(auditLog)
    .where(and(eq(auditLog.userId, cashierUserId), like(auditLog.action, `${ACTION_PREFIX}%`)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => {
    const detail = r.detail as { customerCi?: string; detail?: string };
    return {
      id: r.id,
      at: r.at,
      kind: deskActionFromWire[r.action.slice(ACTION_PREFIX.length) as keyof typeof deskActionFromWire],
      customerDocumentNumber: detail.customerCi ?? '',
      detail: detail.detail ?? '',
    };
  });
}
