import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import {
  LOGIN_FAILURES_BEFORE_LOCK,
  LOGIN_LOCK_MINUTES,
  RECOVERY_SENDS_PER_HOUR,
  RECOVERY_TRIES_PER_HOUR,
} from '@vo/domain/auth/auth-config';
import { outboxOpsEndpoints } from '@vo/domain/outbox/outbox-ops.endpoints';
import { userOpsEndpoints } from '@vo/domain/users/users-ops.endpoints';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';
import { recordFigures } from '../../../test/trust-figures.ts';
import { attemptCounters, auditLog, users } from '../../db/schema/index.ts';
import { NO_PASSWORD } from '../../platform/records/person-lookup.repo.ts';
import {
  createPasswordHasher,
  type HashCost,
  type HashWatch,
  OWASP_ARGON2ID,
  TEST_HASH_COST,
} from '../../platform/sessions/password-hash.ts';

const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
/** What a client can compare between two answers: everything but a token. */
const shape = (answer: { status: number; code?: string; message?: string; data?: unknown }) => ({
  status: answer.status,
  code: answer.code,
  message: answer.message,
  data: answer.data,
});

describe('an attacker guessing from one machine', () => {
  const t = useTestApp();
  const login = (user: string, password: string) =>
    t.send(authEndpoints.login, { user, password, dispositivo: 'web', tokenFCM: '' });

  it('locks an account after exactly five of thirty wrong passwords sent at once, and the right one then waits', async () => {
    const { user, password } = DEMO.cashier;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(user, `Wrong#${i}`)));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 'auth.invalidCredentials')).toHaveLength(LOGIN_FAILURES_BEFORE_LOCK - 1);
    expect(codes.filter((c) => c === 'auth.locked')).toHaveLength(30 - (LOGIN_FAILURES_BEFORE_LOCK - 1));
    expect((await login(user, password)).code).toBe('auth.locked');
    const [cashier] = await t.db.select().from(users).where(eq(users.documentNumber, user));
    const locks = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.locked'), eq(auditLog.userId, cashier!.id)));
    expect(locks).toHaveLength(1);
    const evaluated = codes.filter((c) => c === 'auth.invalidCredentials').length + 1;
    recordFigures('lockout', {
      label: 'wrong passwords sent at once to one account / tried before the lock / locks recorded',
      value: `${answers.length} / ${evaluated} / ${locks.length}`,
      goal: `${LOGIN_FAILURES_BEFORE_LOCK} tried, 1 lock`,
    });
  });

  it('answers a document nobody has exactly like a real one, lock included', async () => {
    const real = DEMO.overdueCustomer.user;
    const nobody = '7777777';
    for (let attempt = 1; attempt <= LOGIN_FAILURES_BEFORE_LOCK + 1; attempt++) {
      const [a, b] = [await login(real, `Wrong#${attempt}`), await login(nobody, `Wrong#${attempt}`)];
      expect(shape(b)).toEqual(shape(a));
    }
    expect((await login(nobody, 'Wrong#again')).code).toBe('auth.locked');
  });

  it('answers a barred person’s right password like a wrong one', async () => {
    const { user, password } = DEMO.firstSteps;
    expect((await t.send(userOpsEndpoints.disable, { ci: user }, ops)).status).toBe(0);
    const right = await login(user, password);
    const wrong = await login(user, 'Wrong#2026');
    expect(shape(right)).toEqual(shape(wrong));
    expect(right.code).toBe('auth.invalidCredentials');
    await t.send(userOpsEndpoints.enable, { ci: user }, ops);
  });

  it('lets the owner of an account someone else locked recover it and log in', async () => {
    const { user } = DEMO.adviser2;
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i++) await login(user, `Attacker#${i}`);
    expect((await login(user, DEMO.adviser2.password)).code).toBe('auth.locked');

    expect((await t.send(authEndpoints.sendRecoveryCode, { ci: user, metodo: 'sms' })).status).toBe(0);
    const outbox = await t.send(outboxOpsEndpoints.messages, { destinatario: '+591-75678901' }, ops);
    const code = /(\d{6})/.exec(outbox.data[0].body)![1]!;
    const checked = await t.send(authEndpoints.checkRecoveryCode, { ci: user, codigo: code });
    expect(checked.status).toBe(0);
    const newPassword = { usuario: checked.data.usuario, password: 'Mine#Again2026', confirmacion: 'Mine#Again2026' };
    expect((await t.send(authEndpoints.setPasswordByLink, newPassword)).status).toBe(0);
    expect((await login(user, 'Mine#Again2026')).status).toBe(0);
  });

  it('answers every recovery step the same for a real document and for nobody’s', async () => {
    const real = DEMO.customer.user;
    const nobody = '8888888';
    const steps = [
      [authEndpoints.recoveryChannels, {}],
      [authEndpoints.sendRecoveryCode, { metodo: 'correo' }],
      [authEndpoints.checkRecoveryCode, { codigo: '123456' }],
    ] as const;
    for (const [endpoint, body] of steps) {
      const [a, b] = [
        await t.send(endpoint, { ci: real, ...body }, { lang: 'pt' }),
        await t.send(endpoint, { ci: nobody, ...body }, { lang: 'pt' }),
      ];
      expect(shape(b)).toEqual(shape(a));
    }
    const verified = await t.send(authEndpoints.recoveryChannels, { ci: real });
    expect(JSON.stringify(verified)).not.toMatch(/maria|@|\+591/);
  });

  it('caps the codes sent to one person per hour, whatever address asks', async () => {
    const ci = DEMO.customer.user;
    const answers = [];
    for (let i = 0; i < RECOVERY_SENDS_PER_HOUR + 1; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/recuperar/enviar',
        headers: { agente: '109', 'x-forwarded-for': `203.0.113.${i}` },
        remoteAddress: `198.51.100.${i}`,
        payload: { ci, metodo: 'sms' },
      });
      answers.push(response.json().code);
    }
    // One send was made by the previous test: this person may have two more this hour.
    expect(answers.slice(0, RECOVERY_SENDS_PER_HOUR - 1)).toEqual(
      Array(RECOVERY_SENDS_PER_HOUR - 1).fill('recovery.codeSent'),
    );
    expect(answers.at(-1)).toBe('recovery.tooManySends');
    const outbox = await t.send(outboxOpsEndpoints.messages, { destinatario: '+591-71234567' }, ops);
    expect(outbox.data).toHaveLength(RECOVERY_SENDS_PER_HOUR - 1);
  });

  it('caps wrong recovery codes per person and hour across new codes', async () => {
    const ci = DEMO.adviser.user;
    await t.send(authEndpoints.sendRecoveryCode, { ci, metodo: 'correo' });
    const wrong = [];
    for (let i = 0; i < RECOVERY_TRIES_PER_HOUR; i++) {
      wrong.push((await t.send(authEndpoints.checkRecoveryCode, { ci, codigo: '000000' })).code);
    }
    expect(wrong.at(-1)).toBe('recovery.tooManyAttempts');
    // A fresh code brings no fresh tries.
    await t.send(authEndpoints.sendRecoveryCode, { ci, metodo: 'correo' });
    expect((await t.send(authEndpoints.checkRecoveryCode, { ci, codigo: '000000' })).code).toBe(
      'recovery.tooManyAttempts',
    );
    recordFigures('recovery-caps', {
      label: 'recovery per document and hour, from any address: codes sent / wrong codes tried, before the cap holds',
      value: `${RECOVERY_SENDS_PER_HOUR} / ${wrong.filter((c) => c === 'recovery.codeInvalid').length + 1}`,
      goal: `${RECOVERY_SENDS_PER_HOUR} / ${RECOVERY_TRIES_PER_HOUR}`,
    });
  });
});

/** Hashes, counted: how many a login paid for, and at which cost. */
function countedHashes() {
  const costs: HashCost[] = [];
  const around: HashWatch = (cost, work) => {
    costs.push(cost);
    return work();
  };
  return { costs, around, reset: () => costs.splice(0) };
}

describe('the second round of guessing (docs/decisions/0041)', () => {
  const hashes = countedHashes();
  const pauses: number[] = [];
  const t = useTestApp({
    passwords: createPasswordHasher(TEST_HASH_COST, { concurrency: 2, queue: 64 }, hashes.around),
    loginSlowdownMs: 7,
    pause: async (ms) => {
      pauses.push(ms);
    },
  });
  const login = (user: string, password: string) =>
    t.send(authEndpoints.login, { user, password, dispositivo: 'web', tokenFCM: '' });
  const change = (token: string, actual: string, password = 'Nueva#Frase2031x') =>
    t.send(authEndpoints.changePassword, { actual, password, confirmacion: password }, { token });
  const locksOf = async (document: string) => {
    const [person] = await t.db.select().from(users).where(eq(users.documentNumber, document));
    return t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'login.locked'), eq(auditLog.userId, person!.id)));
  };
  const passwordless = async (n: number) =>
    (await t.db.select().from(users).where(eq(users.passwordHash, NO_PASSWORD)).limit(n)).map((u) => u.documentNumber);

  it('lets ten correct logins of one customer sent at once all in, and locks nothing', async () => {
    const { user, password } = DEMO.customer;
    const answers = await Promise.all(Array.from({ length: 10 }, () => login(user, password)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(0));
    expect(await locksOf(user)).toHaveLength(0);
    expect((await login(user, password)).status).toBe(0);
  });

  it('still tries only five of thirty wrong passwords sent at once: five hashes, one lock', async () => {
    const { user, password } = DEMO.firstSteps;
    hashes.reset();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(user, `Wrong#${i}`)));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 'auth.invalidCredentials')).toHaveLength(LOGIN_FAILURES_BEFORE_LOCK - 1);
    expect(codes.filter((c) => c === 'auth.locked')).toHaveLength(30 - (LOGIN_FAILURES_BEFORE_LOCK - 1));
    expect(hashes.costs).toHaveLength(LOGIN_FAILURES_BEFORE_LOCK);
    expect(await locksOf(user)).toHaveLength(1);
    expect((await login(user, password)).code).toBe('auth.locked');
  });

  it('frees the tries a crashed process held once they are a minute old', async () => {
    const { user, password } = DEMO.adviser2;
    const now = t.clock.now();
    await t.db
      .insert(attemptCounters)
      .values({ scope: 'login', subject: user, count: 0, windowStartedAt: now, inFlight: 5, inFlightUntil: now });
    expect((await login(user, password)).status).toBe(0);
  });

  it('counts wrong current passwords on the change route with the login’s, and locks the same way', async () => {
    const { user, password } = DEMO.adviser;
    const token = await loginAs(t.call, user, password);
    // Two wrong logins from anywhere, then the thief with the stolen token guesses on.
    for (const guess of ['Wrong#1', 'Wrong#2']) expect((await login(user, guess)).code).toBe('auth.invalidCredentials');
    const codes = [];
    for (let i = 0; i < 60; i++) codes.push((await change(token, `Guess#${i}`)).code);
    expect(codes.slice(0, LOGIN_FAILURES_BEFORE_LOCK - 3)).toEqual(
      Array(LOGIN_FAILURES_BEFORE_LOCK - 3).fill('auth.currentPasswordWrong'),
    );
    expect(codes.slice(LOGIN_FAILURES_BEFORE_LOCK - 3)).toEqual(
      Array(60 - (LOGIN_FAILURES_BEFORE_LOCK - 3)).fill('auth.locked'),
    );
    // The right one is refused with the login's message while the lock holds, and the password is unchanged.
    const right = await change(token, password);
    expect(right).toMatchObject({ status: 1, code: 'auth.locked' });
    expect((await login(user, password)).code).toBe('auth.locked');
    expect(await locksOf(user)).toHaveLength(1);
    t.clock.advanceSeconds(LOGIN_LOCK_MINUTES * 60);
    expect((await login(user, password)).status).toBe(0);
  });

  it('tries only five of thirty wrong current passwords sent at once to the change route', async () => {
    const { user, password } = DEMO.overdueCustomer;
    const token = await loginAs(t.call, user, password);
    hashes.reset();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => change(token, `Guess#${i}`)));
    expect(answers.filter((a) => a.code === 'auth.currentPasswordWrong')).toHaveLength(LOGIN_FAILURES_BEFORE_LOCK - 1);
    expect(hashes.costs).toHaveLength(LOGIN_FAILURES_BEFORE_LOCK);
    expect(await locksOf(user)).toHaveLength(1);
  });

  it('pays one hash of the same cost and takes the same pauses for every kind of document', async () => {
    const [noPassword] = await passwordless(1);
    expect((await t.send(userOpsEndpoints.disable, { ci: DEMO.cashier.user }, ops)).status).toBe(0);
    const kinds = {
      'a customer, wrong password': [DEMO.adviser2.user, 'Wrong#2026'],
      'nobody’s document': ['7070707', 'Wrong#2026'],
      'a person with no password yet': [noPassword!, 'Wrong#2026'],
      'a barred person, right password': [DEMO.cashier.user, DEMO.cashier.password],
    } as const;
    const spent: Record<string, { hashes: HashCost[]; pauses: number[]; codes: (string | undefined)[] }> = {};
    for (const [kind, [user, password]] of Object.entries(kinds)) {
      hashes.reset();
      pauses.splice(0);
      const codes = [];
      for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK - 1; i++) codes.push((await login(user, password)).code);
      spent[kind] = { hashes: [...hashes.costs], pauses: [...pauses], codes };
    }
    const expected = {
      hashes: Array(LOGIN_FAILURES_BEFORE_LOCK - 1).fill(TEST_HASH_COST),
      pauses: [7, 14],
      codes: Array(LOGIN_FAILURES_BEFORE_LOCK - 1).fill('auth.invalidCredentials'),
    };
    for (const kind of Object.keys(kinds)) expect(spent[kind], kind).toEqual(expected);
    await t.send(userOpsEndpoints.enable, { ci: DEMO.cashier.user }, ops);
  });
});

describe('how long a login takes, whatever the document (loosely: the hash dominates)', () => {
  // Production's cost, whose hash takes ten milliseconds or more, so that a login that skips it stands out.
  const t = useTestApp({ passwords: createPasswordHasher(OWASP_ARGON2ID) });
  const timed = async (user: string) => {
    const times = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await t.send(authEndpoints.login, { user, password: `Wrong#${i}`, dispositivo: 'web' });
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[1]!;
  };

  it('answers a document with no password yet no faster than a customer’s wrong password', async () => {
    const [noPassword] = (await t.db.select().from(users).where(eq(users.passwordHash, NO_PASSWORD)).limit(1)).map(
      (u) => u.documentNumber,
    );
    await timed(DEMO.cashier.user); // the first calls of a new app warm it up
    const known = await timed(DEMO.adviser.user);
    const unknown = await timed('7171717');
    const none = await timed(noPassword!);
    // Medians of three, compared with a wide margin: the proof is the hash count above, this is its echo.
    expect(unknown).toBeGreaterThan(known / 4);
    expect(none).toBeGreaterThan(known / 4);
  });
});
