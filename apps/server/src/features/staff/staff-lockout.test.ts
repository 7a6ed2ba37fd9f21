import { STAFF_LOGIN_FAILURES_BEFORE_LOCK } from '@vo/domain/back-office/back-office-config';
import { staffAuthEndpoints as endpoints } from '@vo/domain/back-office/staff-auth.endpoints';
import { staffMemberEndpoints } from '@vo/domain/back-office/staff-members.endpoints';
import { and, desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { staffToken, useTestApp } from '../../../test/test-app.ts';
import { auditLog, staff } from '../../db/schema/index.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../seed/demo-staff.ts';

const [admin, service, sales] = [DEMO_STAFF[0]!, DEMO_STAFF[1]!, DEMO_STAFF[2]!];
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/*
 * The staff's sign-in and the first step's proof: locks that anyone could set or that the
 * owner tripped, and a proof that opened a second session (docs/decisions/0042).
 */
describe('staff sign-in locks that only failures set, and that an administrator lifts', () => {
  const t = useTestApp();
  const firstStep = (email: string, password = DEMO_STAFF_PASSWORD) =>
    t.send(endpoints.login, { correo: email, clave: password });
  const idOf = async (email: string) =>
    (await t.db.select({ id: staff.id }).from(staff).where(eq(staff.email, email)))[0]!.id;

  it('takes five copies of one right code sent at once as one proof: one session, no lock, the replay still refused', async () => {
    const proofs = await Promise.all(Array.from({ length: 2 }, () => firstStep(admin.email)));
    const code = codeAt(admin.totpSecret, t.clock.now());
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        t.send(endpoints.secondFactor, { desafio: proofs[index % 2]!.data!.desafio, codigo: code }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 0)).toHaveLength(1);
    for (const replay of answers.filter((answer) => answer.status !== 0)) {
      expect(replay).toMatchObject({ status: 1, code: 'staff.codeInvalid' });
    }
    // The administrator signs in again at the next step: nothing was locked.
    t.clock.advanceSeconds(30);
    const again = await firstStep(admin.email);
    const next = await t.send(endpoints.secondFactor, {
      desafio: again.data!.desafio,
      codigo: codeAt(admin.totpSecret, t.clock.now()),
    });
    expect(next.status).toBe(0);
  });

  it('opens one session per first-step proof: the proof of a signed-in member opens no second one', async () => {
    const first = await firstStep(service.email);
    const signedIn = await t.send(endpoints.secondFactor, {
      desafio: first.data!.desafio,
      codigo: codeAt(service.totpSecret, t.clock.now()),
    });
    expect(signedIn.status).toBe(0);
    t.clock.advanceSeconds(30);
    const second = await t.send(endpoints.secondFactor, {
      desafio: first.data!.desafio,
      codigo: codeAt(service.totpSecret, t.clock.now()),
    });
    expect(second).toMatchObject({ status: 1, code: 'staff.challengeExpired' });
    // Nor with a recovery code, which stays unused for a proof of its own.
    const byRecovery = await t.send(endpoints.secondFactor, { desafio: first.data!.desafio, codigo: 'ATCL-0002' });
    expect(byRecovery).toMatchObject({ status: 1, code: 'staff.challengeExpired' });
    const fresh = await firstStep(service.email);
    const recovered = await t.send(endpoints.secondFactor, { desafio: fresh.data!.desafio, codigo: 'ATCL-0002' });
    expect(recovered.status).toBe(0);
  });

  it('lists the staff members to the administrator with their locks, and lifts one with a reason, audited', async () => {
    for (let i = 0; i < STAFF_LOGIN_FAILURES_BEFORE_LOCK; i++) await firstStep(sales.email, `Equivocada#${i}`);
    expect((await firstStep(sales.email)).code).toBe('staff.locked');
    const adminToken = await staffToken(t, 'admin');
    const list = await t.send(staffMemberEndpoints.list, undefined, { token: adminToken });
    const row = list.data!.personal.find((member: { correo: string }) => member.correo === sales.email);
    expect(row).toMatchObject({ rol: 'sales_manager', activo: true });
    expect(row.bloqueadoHasta).not.toBeNull();

    const unlocked = await t.send(
      staffMemberEndpoints.unlock,
      { idPersonal: row.idPersonal, motivo: 'Llamó desde su interno y confirmó su identidad' },
      { token: adminToken, lang: 'es' },
    );
    expect(unlocked).toMatchObject({ status: 0, data: { idPersonal: row.idPersonal } });
    expect(unlocked.message).toBeTruthy();
    const after = await t.send(staffMemberEndpoints.list, undefined, { token: adminToken });
    expect(
      after.data!.personal.find((member: { correo: string }) => member.correo === sales.email).bloqueadoHasta,
    ).toBeNull();
    expect((await firstStep(sales.email)).status).toBe(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.staff.unlock'), eq(auditLog.staffId, await idOf(admin.email))))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.detail).toMatchObject({
      reason: 'Llamó desde su interno y confirmó su identidad',
      staffMemberId: row.idPersonal,
    });
  });

  it('keeps the list and the unlock to the administrator, and refuses a bad reason or an unknown member next to the field', async () => {
    for (const role of ['customer_service', 'sales_manager', 'cashier_supervisor'] as const) {
      const token = await staffToken(t, role);
      expect((await t.send(staffMemberEndpoints.list, undefined, { token })).code, role).toBe('platform.forbidden');
      const act = await t.send(staffMemberEndpoints.unlock, { idPersonal: 1, motivo: 'Sin permiso' }, { token });
      expect(act.code, role).toBe('platform.forbidden');
    }
    const adminToken = await staffToken(t, 'admin');
    expect(
      await t.send(staffMemberEndpoints.unlock, { idPersonal: 1, motivo: 'no' }, { token: adminToken }),
    ).toMatchObject({ status: 1, code: 'staff.reasonLength', data: { campo: 'motivo' } });
    expect(
      await t.send(
        staffMemberEndpoints.unlock,
        { idPersonal: 999_999, motivo: 'Nadie con ese id' },
        { token: adminToken },
      ),
    ).toMatchObject({ status: 1, code: 'adminStaff.notFound', data: { campo: 'idPersonal' } });
  });
});

describe('the staff sign-in is throttled per address too', () => {
  const t = useTestApp({ rateLimits: { apiPerMinute: 100_000, loginPerMinute: 3 } });

  it('refuses a fourth first step and a fourth second step from one address within the minute', async () => {
    const steps = [];
    for (let i = 0; i < 4; i++) {
      steps.push(await t.send(endpoints.login, { correo: `nadie${i}@oficinavirtual.bo`, clave: 'Equivocada#2026' }));
    }
    expect(steps.slice(0, 3).map((step) => step.code)).toEqual(Array(3).fill('staff.invalidCredentials'));
    expect(steps[3]).toMatchObject({ httpStatus: 200, status: 1, code: 'platform.rateLimited' });
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(await t.send(endpoints.secondFactor, { desafio: 'forged', codigo: '123456' }));
    expect(codes[3]).toMatchObject({ status: 1, code: 'platform.rateLimited' });
  });
});
