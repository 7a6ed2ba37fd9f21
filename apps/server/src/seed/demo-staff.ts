import type { StaffRole } from '@vo/domain/back-office/staff-roles';
import type { Executor } from '../db/client.ts';
import { staff, staffRecoveryCodes } from '../db/schema/index.ts';
import { hashRecoveryCode } from '../features/staff/index.ts';
import type { PasswordHasher } from '../platform/sessions/password-hash.ts';

/**
 * The demo staff (README "Demo staff accounts"): one per role, the same password, each with a fixed TOTP secret
 * to add to an authenticator app (or to compute codes from in tests) and eight fixed recovery codes.
 */
export const DEMO_STAFF: readonly {
  email: string;
  fullName: string;
  role: StaffRole;
  totpSecret: string;
  recoveryPrefix: string;
}[] = [
  {
    email: 'admin@oficinavirtual.bo',
    fullName: 'Gabriela Antelo Suárez',
    role: 'admin',
    totpSecret: 'JBSWY3DPEHPK3PXPADMINAAAAAAAAAAA',
    recoveryPrefix: 'ADMN',
  },
  {
    email: 'atencion@oficinavirtual.bo',
    fullName: 'Marco Antonio Peña Rivero',
    role: 'customer_service',
    totpSecret: 'JBSWY3DPEHPK3PXPATENCIONAAAAAAAA',
    recoveryPrefix: 'ATCL',
  },
  {
    email: 'ventas@oficinavirtual.bo',
    fullName: 'Verónica Saavedra Lijerón',
    role: 'sales_manager',
    totpSecret: 'JBSWY3DPEHPK3PXPVENTASAAAAAAAAAA',
    recoveryPrefix: 'VNTS',
  },
  {
    email: 'cajas@oficinavirtual.bo',
    fullName: 'Hugo Fernando Zabala Rocha',
    role: 'cashier_supervisor',
    totpSecret: 'JBSWY3DPEHPK3PXPCAJASAAAAAAAAAAA',
    recoveryPrefix: 'CJAS',
  },
];
export const DEMO_STAFF_PASSWORD = 'Personal#2026';
/** ADMN0001 … ADMN0008: typed as "ADMN-0001". */
export const demoRecoveryCodes = (prefix: string) =>
  Array.from({ length: 8 }, (_, index) => `${prefix}${String(index + 1).padStart(4, '0')}`);

export async function seedDemoStaff(tx: Executor, passwords: PasswordHasher) {
  const passwordHash = await passwords.hash(DEMO_STAFF_PASSWORD);
  const inserted = await tx
    .insert(staff)
    .values(
      DEMO_STAFF.map(({ email, fullName, role, totpSecret }) => ({ email, fullName, role, totpSecret, passwordHash })),
    )
    .returning({ id: staff.id, email: staff.email });
  const codes = inserted.flatMap((row) => {
    const prefix = DEMO_STAFF.find((member) => member.email === row.email)!.recoveryPrefix;
    return demoRecoveryCodes(prefix).map((code) => ({ staffId: row.id, codeHash: hashRecoveryCode(code) }));
  });
  await tx.insert(staffRecoveryCodes).values(codes);
}
