import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO, loginAs, staffToken, useTestApp } from '../../../test/test-app.ts';
import { REMEMBER_MS, SessionMemory, TOUCH_GRANULARITY_MS } from './session-memory.ts';
import { flushTouches } from './session-touches.ts';
import type { SessionContext } from './sessions.ts';

/** docs/decisions/0023: a guarded call answers from memory, but never past an ending. */
describe('the session memory', () => {
  const t = useTestApp();
  const home = (token: string) => t.send(sessionEndpoints.home, undefined, { token });
  const lastSeen = async (token: string): Promise<number> => {
    const jti = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).jti;
    const rows: any = await t.db.execute(sql`select last_seen_at from sessions where id = ${jti}`);
    return new Date(rows.rows[0].last_seen_at).getTime();
  };

  it('believes a remembered session for a while only: an ending written behind its back counts after REMEMBER_MS', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    expect((await home(token)).status).toBe(0);
    // An ending that went through no use case (and so told no instance): the memory does not know yet…
    await t.db.execute(sql`update sessions set ended_at = now() where ended_at is null`);
    expect((await home(token)).status).toBe(0);
    // …and asks the database again once the remembered answer is older than REMEMBER_MS.
    t.clock.advanceSeconds(REMEMBER_MS / 1000);
    expect((await home(token)).status).toBe(7);
  });

  it('forgets at once the session a logout ends, and only that one', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const other = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    expect((await home(token)).status).toBe(0);
    expect((await home(other)).status).toBe(0);
    expect((await t.send(sessionEndpoints.logout, undefined, { token })).status).toBe(0);
    expect((await home(token)).status).toBe(7);
    expect((await home(other)).status).toBe(0);
  });

  it('writes the sliding inactivity clock of many sessions in one go, never backwards', async () => {
    const a = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const b = await loginAs(t.call, DEMO.adviser.user, DEMO.adviser.password);
    const loggedInAt = await lastSeen(a);
    t.clock.advanceSeconds(60);
    await Promise.all([home(a), home(b), home(a)]);
    // Not yet written: the calls only noted it.
    expect(await lastSeen(a)).toBe(loggedInAt);
    await flushTouches(t.deps);
    const now = t.clock.now().getTime();
    expect(await lastSeen(a)).toBe(now);
    expect(await lastSeen(b)).toBe(now);
    // Another instance that wrote a later time is not overwritten by an older one.
    await t.db.execute(sql`update sessions set last_seen_at = last_seen_at + interval '10 minutes'`);
    t.clock.advanceSeconds(60);
    await home(a);
    await flushTouches(t.deps);
    expect(await lastSeen(a)).toBe(now + 600_000);
  });

  it('keeps a session in use alive past the inactivity limit although its touches were never written', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    for (let minute = 0; minute < 40; minute += 10) {
      t.clock.advanceSeconds(600);
      expect((await home(token)).status).toBe(0);
      t.clock.advanceSeconds(REMEMBER_MS / 1000); // past the memory: the database decides each time
      expect((await home(token)).status).toBe(0);
    }
    t.clock.advanceSeconds(1800);
    expect((await home(token)).status).toBe(7);
  });

  it('knows one spelling of a token only, so an ending cannot miss another spelling of it (docs/decisions/0041)', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const [head, payload, signature] = token.split('.') as [string, string, string];
    // HS256's 32 bytes take 43 base64url characters, whose last carries 2 bits nobody reads.
    const last = signature.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = alphabet[alphabet.indexOf(last) ^ 1]!;
    const spellings = [
      `${token}=`,
      `${token}==`,
      `${head}.${payload}.${signature.slice(0, 10)} ${signature.slice(10)}`,
      `${head}.${payload}.${signature.slice(0, -1)}${sameBytes}`,
      `${head}.${payload}.${signature}%`,
      `${head}.${payload}.${signature.replaceAll('-', '+').replaceAll('_', '/')}`,
    ].filter((spelling) => spelling !== token);
    expect((await home(token)).status).toBe(0);
    for (const spelling of spellings) expect((await home(spelling)).status, spelling).toBe(7);
    expect((await t.send(sessionEndpoints.logout, undefined, { token })).status).toBe(0);
    for (const spelling of [token, ...spellings]) expect((await home(spelling)).status, spelling).toBe(7);
  });

  it('refuses a staff token spelled otherwise too', async () => {
    const token = await staffToken(t, 'admin');
    const staffSession = (spelling: string) =>
      t.call('GET', '/admin/sesion', undefined, { headers: { token: spelling } });
    expect((await staffSession(token)).status).toBe(0);
    expect((await staffSession(`${token}=`)).status).toBe(7);
  });
});

describe('SessionMemory', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const session = (id: string): SessionContext => ({
    sessionId: id,
    userId: 1,
    documentNumber: '1000001',
    role: 'customer',
    device: 'web',
    pushToken: '',
    createdAt: now,
    expiresAt: new Date(now.getTime() + 86_400_000),
    token: `token-${id}`,
  });

  it('does not let a read that began before an ending remember the ended session', () => {
    const memory = new SessionMemory();
    memory.forget(['s1'], now);
    memory.remember(session('s1'), now, now);
    expect(memory.recall('token-s1', now)).toBeUndefined();
  });

  it('notes at most one touch per session every TOUCH_GRANULARITY_MS', () => {
    const memory = new SessionMemory();
    const s = session('s2');
    memory.remember(s, now, now);
    expect(memory.touch(s, now)).toBe(false);
    const later = new Date(now.getTime() + TOUCH_GRANULARITY_MS);
    expect(memory.touch(s, later)).toBe(true);
    expect(memory.touch(s, later)).toBe(false);
    expect(memory.takeTouches()).toEqual([{ sessionId: 's2', seenAt: later }]);
    expect(memory.takeTouches()).toEqual([]);
  });

  it('forgets a session by its id, whatever token it was remembered under', () => {
    const memory = new SessionMemory();
    const s = session('s4');
    memory.remember(s, now, now);
    memory.remember({ ...s, token: 'token-s4-spelled-otherwise' }, now, now);
    memory.forget(['s4'], now);
    expect(memory.recall('token-s4', now)).toBeUndefined();
    expect(memory.recall('token-s4-spelled-otherwise', now)).toBeUndefined();
  });

  it('refuses an expired session from memory', () => {
    const memory = new SessionMemory();
    const s = { ...session('s3'), expiresAt: new Date(now.getTime() + 1000) };
    memory.remember(s, now, now);
    expect(memory.recall('token-s3', now)).toBe(s);
    expect(memory.recall('token-s3', new Date(now.getTime() + 1000))).toBeUndefined();
  });
});
