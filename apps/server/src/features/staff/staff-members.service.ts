import { STAFF_CODE_ATTEMPTS, STAFF_LOGIN_ATTEMPTS } from '@vo/domain/back-office/staff-attempt-limits';
import type { StaffMember } from '@vo/domain/back-office/staff-members.wire';
import { isStaffRole } from '@vo/domain/back-office/staff-roles';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { clearAttempts } from '../../platform/limits/attempts.repo.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import { findStaffById } from './staff.repo.ts';
import { staffMembersWithLocks } from './staff-members.repo.ts';

/** GET admin/personal: the staff members, and until when each one's sign-in is locked (docs/decisions/0042). */
export async function staffMembers(deps: AppDeps): Promise<StaffMember[]> {
  const rows = await staffMembersWithLocks(deps.db, deps.clock.now());
  return rows.flatMap(({ role, active, ...row }) =>
    isStaffRole(role) ? [{ ...row, role, active: active === 1 }] : [],
  );
}

/**
 * POST admin/personal/desbloquear: lifts both sign-in locks of a staff member (wrong passwords, wrong codes)
 * with the administrator's reason, in one transaction with its audit row. Anyone who knows a staff e-mail
 * can lock it; only an administrator, or the 15 minutes, lift it (docs/decisions/0042).
 */
export async function unlockStaffMember(
  deps: AppDeps,
  actor: { staffId: number; ip: string },
  input: { staffId: number; reason: string },
) {
  const now = deps.clock.now();
  const name = await deps.db.transaction(async (tx) => {
    const member = await findStaffById(tx, input.staffId);
    if (!member) throw new AppError('adminStaff.notFound', 1, {}, { campo: 'idPersonal' });
    await clearAttempts(tx, STAFF_LOGIN_ATTEMPTS.scope, member.email);
    await clearAttempts(tx, STAFF_CODE_ATTEMPTS.scope, String(member.id));
    await audit(
      tx,
      {
        staffId: actor.staffId,
        action: 'staff.staff.unlock',
        ip: actor.ip,
        detail: { reason: input.reason, staffMemberId: member.id },
      },
      now,
    );
    return member.fullName;
  });
  return { staffId: input.staffId, name };
}
