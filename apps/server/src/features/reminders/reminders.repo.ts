import type { ReminderChannel, ReminderStage } from '@vo/domain/reminders/reminders-config';
import { and, between, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  instalments,
  preferences,
  products,
  pushTokens,
  reminderChannels,
  reminderSends,
  users,
} from '../../db/schema/index.ts';

/** What is still owed of an instalment, every part of it: a reminder is for an instalment with something owed. */
const owedCents = sql<string>`(${instalments.capitalCents} + ${instalments.interestCents} + ${instalments.finesCents}
  + ${instalments.expensesCents} + ${instalments.formFeeCents}) - (${instalments.paidCapitalCents}
  + ${instalments.paidInterestCents} + ${instalments.paidFinesCents} + ${instalments.paidExpensesCents}
  + ${instalments.paidFormFeeCents})`;

export interface DueReminder {
  instalmentId: number;
  stage: ReminderStage;
}

/**
 * Instalments with something owed whose due date puts them at a stage today, that stage not yet sent: the
 * sweep's work list. Only a hint: each is claimed again, under lock, in its own sending transaction.
 */
export async function dueReminders(
  db: Executor,
  ranges: readonly { stage: ReminderStage; from: string; to: string }[],
  limit: number,
): Promise<DueReminder[]> {
  const stageOf = sql<ReminderStage>`case ${sql.join(
    ranges.map((r) => sql`when ${instalments.dueDate} between ${r.from} and ${r.to} then ${r.stage}`),
    sql` `,
  )} end`;
  const inSomeStage: SQL = or(...ranges.map((r) => between(instalments.dueDate, r.from, r.to)))!;
  const rows = await db
    .select({ instalmentId: instalments.id, stage: stageOf })
    .from(instalments)
    .innerJoin(products, eq(products.id, instalments.productId))
    .innerJoin(users, eq(users.id, products.userId))
    .where(
      and(
        inSomeStage,
        gt(owedCents, sql`0`),
        eq(users.canEnter, true),
        sql`not exists (select 1 from ${reminderSends} where ${reminderSends.instalmentId} = ${instalments.id}
          and ${reminderSends.stage} = ${stageOf})`,
      ),
    )
    .orderBy(instalments.id)
    .limit(limit);
  return rows;
}

/**
 * The instalment to remind about, locked until the reminder commits, or null when nothing is owed any more. A
 * payment updates the same row, so it either committed before (and the owed amount read here is 0) or waits for
 * the reminder: a reminder never goes out for an instalment paid before it commits.
 */
export async function lockOwedInstalment(tx: Executor, instalmentId: number) {
  const [row] = await tx
    .select({
      instalmentId: instalments.id,
      number: instalments.number,
      dueDate: instalments.dueDate,
      owedCents: owedCents,
      productId: products.id,
      product: products.description,
      currency: products.currency,
      userId: products.userId,
      email: users.email,
      phone: users.phone,
      language: preferences.language,
    })
    .from(instalments)
    .innerJoin(products, eq(products.id, instalments.productId))
    .innerJoin(users, eq(users.id, products.userId))
    .leftJoin(preferences, eq(preferences.userId, users.id))
    .where(and(eq(instalments.id, instalmentId), gt(owedCents, sql`0`)))
    .for('update', { of: instalments });
  return row ? { ...row, owedCents: BigInt(row.owedCents) } : null;
}

/** Claims (instalment, stage) for this transaction: false when another instance or an earlier run already sent it. */
export async function claimReminder(
  tx: Executor,
  claim: { instalmentId: number; stage: ReminderStage; userId: number; channels: readonly ReminderChannel[] },
  now: Date,
): Promise<boolean> {
  const inserted = await tx
    .insert(reminderSends)
    .values({ ...claim, channels: claim.channels.join(','), sentAt: now })
    .onConflictDoNothing()
    .returning({ id: reminderSends.id });
  return inserted.length > 0;
}

/** The channels a person keeps on; every one when she never changed them. */
export async function channelsOf(db: Executor, userId: number): Promise<Record<ReminderChannel, boolean>> {
  const [row] = await db.select().from(reminderChannels).where(eq(reminderChannels.userId, userId));
  return { email: row?.email ?? true, sms: row?.sms ?? true, portal: row?.portal ?? true, push: row?.push ?? true };
}

export async function saveChannels(
  db: Executor,
  userId: number,
  channels: Record<ReminderChannel, boolean>,
  now: Date,
) {
  await db
    .insert(reminderChannels)
    .values({ userId, ...channels, updatedAt: now })
    .onConflictDoUpdate({ target: reminderChannels.userId, set: { ...channels, updatedAt: now } });
}

/** The native app's devices of a person (their FCM tokens). */
export async function pushTokensOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db.select({ token: pushTokens.token }).from(pushTokens).where(eq(pushTokens.userId, userId));
  return rows.map((row) => row.token);
}

/** What was sent about one instalment (tests and the operator). */
export function sendsOf(db: Executor, instalmentId: number) {
  return db.select().from(reminderSends).where(eq(reminderSends.instalmentId, instalmentId)).orderBy(reminderSends.id);
}
