import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { STAFF_LOGIN_FAILURES_BEFORE_LOCK } from '@vo/domain/back-office/back-office-config';
import { staffAuthEndpoints as endpoints } from '@vo/domain/back-office/staff-auth.endpoints';
import { and, eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { auditLog, staff } from '../../db/schema/index.ts';
import {
  costOf,
  createPasswordHasher,
  TEST_HASH_COST,
  TEST_SCRYPT_COST,
} from '../../platform/sessions/password-hash.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../seed/demo-staff.ts';

const [admin, service] = [DEMO_STAFF[0]!, DEMO_STAFF[1]!];
const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

describe('staff sign-in with a second factor (decision 0038)', () => {
  const t = useTestApp();
  const firstStep = (email: string, password = DEMO_STAFF_PASSWORD) =>
    t.send(endpoints.login, { correo: email, clave: password });

  it('asks the authenticator’s code after the password, opens the console, and refuses the same code twice', async () => {
    const first = await firstStep(admin.email.toUpperCase());
    expect(first.status).toBe(0);
    const code = codeAt(admin.totpSecret, t.clock.now());
    const signedIn = await t.send(endpoints.secondFactor, { desafio: first.data!.desafio, codigo: code });
    expect(signedIn.data).toMatchObject({ rol: 'admin', nombre: admin.fullName, codigosRestantes: 8 });
    const me = await t.send(endpoints.me, undefined, { token: signedIn.data!.token });
    expect(me.data).toEqual({ nombre: admin.fullName, correo: admin.email, rol: 'admin' });

    // A code seen over a shoulder (or replayed from a log) opens nothing a second time.
    const again = await firstStep(admin.email);
    const replay = await t.send(endpoints.secondFactor, { desafio: again.data!.desafio, codigo: code });
    expect(replay).toMatchObject({ status: 1, code: 'staff.codeInvalid' });

    await t.send(endpoints.logout, undefined, { token: signedIn.data!.token });
    expect((await t.send(endpoints.me, undefined, { token: signedIn.data!.token })).status).toBe(7);
  });

  it('takes a recovery code once, and says how many are left', async () => {
    const first = await firstStep(service.email);
    const signedIn = await t.send(endpoints.secondFactor, { desafio: first.data!.desafio, codigo: 'atcl-0001' });
    expect(signedIn.data).toMatchObject({ rol: 'customer_service', codigosRestantes: 7 });
    const again = await firstStep(service.email);
    const reused = await t.send(endpoints.secondFactor, { desafio: again.data!.desafio, codigo: 'ATCL0001' });
    expect(reused).toMatchObject({ status: 1, code: 'staff.codeInvalid' });
  });

  it('answers an unknown e-mail as a wrong password, and a proof of the first step expires', async () => {
    const unknown = await firstStep('nadie@oficinavirtual.bo');
    const wrong = await firstStep(admin.email, 'Equivocada#2026');
    expect(unknown).toMatchObject({ status: 1, code: 'staff.invalidCredentials' });
    expect(wrong).toMatchObject({ status: 1, code: 'staff.invalidCredentials' });
    const first = await firstStep(DEMO_STAFF[2]!.email);
    t.clock.advanceSeconds(6 * 60);
    const late = await t.send(endpoints.secondFactor, {
      desafio: first.data!.desafio,
      codigo: codeAt(DEMO_STAFF[2]!.totpSecret, t.clock.now()),
    });
    expect(late).toMatchObject({ status: 1, code: 'staff.challengeExpired' });
    expect((await t.send(endpoints.secondFactor, { desafio: 'forged', codigo: '123456' })).code).toBe(
      'staff.challengeExpired',
    );
  });

  it('locks the codes of a staff member after five wrong ones sent all at once, whatever proofs they carry', async () => {
    const member = DEMO_STAFF[3]!;
    const proofs = await Promise.all(Array.from({ length: 3 }, () => firstStep(member.email)));
    const attempts = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        t.send(endpoints.secondFactor, {
          desafio: proofs[index % 3]!.data!.desafio,
          codigo: String(100000 + index),
        }),
      ),
    );
    expect(attempts.every((attempt) => attempt.status === 1)).toBe(true);
    expect(attempts.filter((attempt) => attempt.code === 'staff.codeInvalid').length).toBeLessThanOrEqual(
      STAFF_LOGIN_FAILURES_BEFORE_LOCK,
    );
    // Even the right code waits for the lock to end.
    const right = await t.send(endpoints.secondFactor, {
      desafio: proofs[0]!.data!.desafio,
      codigo: codeAt(member.totpSecret, t.clock.now()),
    });
    expect(right).toMatchObject({ status: 1, code: 'staff.locked' });
  });

  it('keeps the portal and the console apart: neither token opens the other', async () => {
    const customerToken = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    expect((await t.send(endpoints.me, undefined, { token: customerToken })).status).toBe(7);
    const first = await firstStep(admin.email);
    t.clock.advanceSeconds(60);
    const signedIn = await t.send(endpoints.secondFactor, {
      desafio: first.data!.desafio,
      codigo: codeAt(admin.totpSecret, t.clock.now()),
    });
    const home = await t.send(authEndpoints.mobileSession, undefined, { token: signedIn.data!.token });
    expect(home.status).toBe(7);
    // A staff password is not a portal password either: the staff are not people of the portal.
    const crossed = await t.send(authEndpoints.login, { user: admin.email, password: DEMO_STAFF_PASSWORD });
    expect(crossed.status).toBe(1);
  });

  it('records every sign-in and refusal in the audit trail with the staff member', async () => {
    const rows: any = await t.db.execute(
      sql`select action, count(*)::int as n from audit_log where staff_id is not null group by action order by action`,
    );
    const actions = Object.fromEntries(rows.rows.map((row: any) => [row.action, row.n]));
    expect(actions['staff.login']).toBeGreaterThanOrEqual(3);
    expect(actions['staff.code.refused']).toBeGreaterThanOrEqual(2);
    expect(actions['staff.login.refused']).toBeGreaterThanOrEqual(1);
  });
});

describe('a staff member’s scrypt hash at the next sign-in (docs/decisions/0058)', () => {
  const t = useTestApp();
  const member = DEMO_STAFF[2]!;
  const firstStep = () => t.send(endpoints.login, { correo: member.email, clave: DEMO_STAFF_PASSWORD });
  const hashOf = async () => (await t.db.select().from(staff).where(eq(staff.email, member.email)))[0]!.passwordHash;

  it('lets first steps sent at once all through and stores one valid Argon2id hash, once', async () => {
    const old = await createPasswordHasher(TEST_SCRYPT_COST).hash(DEMO_STAFF_PASSWORD);
    await t.db.update(staff).set({ passwordHash: old }).where(eq(staff.email, member.email));
    const answers = await Promise.all(Array.from({ length: 3 }, firstStep));
    expect(answers.map((a) => a.status)).toEqual([0, 0, 0]);
    const stored = await hashOf();
    expect(costOf(stored)).toEqual(TEST_HASH_COST);
    expect(await t.deps.passwords.verify(DEMO_STAFF_PASSWORD, stored)).toBe(true);
    const rehashed = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.password.rehashed'), sql`${auditLog.staffId} is not null`));
    expect(rehashed).toHaveLength(1);
    expect((await firstStep()).status).toBe(0);
    expect(await hashOf()).toBe(stored);
  });
});
