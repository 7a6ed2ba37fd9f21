import { and, count, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staff, staffRecoveryCodes } from '../../db/schema/index.ts';

export async function findStaffByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(staff).where(eq(staff.email, email)).limit(1);
  return row ?? null;
}

/** A member's hash made anew at today's cost, only if it is still the one verified (docs/decisions/0058). */
export async function replaceStaleStaffHash(db: Executor, staffId: number, verified: string, rehashed: string) {
  const rows = await db
    .update(staff)
    .set({ passwordHash: rehashed })
    .where(and(eq(staff.id, staffId), eq(staff.passwordHash, verified)))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function findStaffById(db: Executor, id: number) {
  const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
  return row ?? null;
}

/** Takes a TOTP step for the staff member, once: two requests with the same code cannot both win. */
export async function claimTotpStep(db: Executor, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.totpLastStep), sql`${staff.totpLastStep} < ${step}`)))
    .returning({ id: staff.id });
  return rows.length === 1;
}

/** Uses a recovery code, once. */
export async function useRecoveryCode(db: Executor, staffId: number, codeHash: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

/** Whether this recovery code was the staff member's and is used: sent again, it is a replay, not a guess. */
export async function recoveryCodeUsed(db: Executor, staffId: number, codeHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, codeHash)))
    .limit(1);
  return row !== undefined;
}

export async function unusedRecoveryCodes(db: Executor, staffId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}
