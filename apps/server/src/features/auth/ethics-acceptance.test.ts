import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import { ETHICS_CODE_VERSION } from '@vo/domain/auth/ethics.rules';
import { desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO, useTestApp } from '../../../test/test-app.ts';
import { ethicsAcceptances, sessions, users } from '../../db/schema/index.ts';

describe('the code of ethics accepted at login (spec §5; docs/decisions/0024)', () => {
  const t = useTestApp();
  const account = DEMO.customer;
  const login = (extra: object, lang = 'en') =>
    t.send(
      authEndpoints.login,
      { user: account.user, password: account.password, dispositivo: 'web', ...extra },
      { lang },
    );

  async function acceptancesOf(documentNumber: string) {
    const [user] = await t.db.select().from(users).where(eq(users.documentNumber, documentNumber));
    return t.db
      .select()
      .from(ethicsAcceptances)
      .where(eq(ethicsAcceptances.userId, user!.id))
      .orderBy(desc(ethicsAcceptances.id));
  }

  it('keeps which version the person accepted, when, and the session it opened', async () => {
    const at = new Date('2026-03-02T14:00:00Z');
    t.clock.set(at);
    const result = await login({ versionCodigoEtica: ETHICS_CODE_VERSION });
    expect(result.status).toBe(0);
    const [latest] = await acceptancesOf(account.user);
    expect(latest).toMatchObject({
      version: ETHICS_CODE_VERSION,
      acceptedVia: 'accepted',
      agent: '109',
      sessionId: decodeJwt(result.data.token).jti,
    });
    expect(latest!.acceptedAt.toISOString()).toBe(at.toISOString());
  });

  it('lets a client that sends no version in, as before, and records that it sent none', async () => {
    const result = await login({});
    expect(result.status).toBe(0);
    expect(result.data.ci).toBe(account.user);
    const [latest] = await acceptancesOf(account.user);
    expect(latest).toMatchObject({ version: ETHICS_CODE_VERSION, acceptedVia: 'not-sent' });
  });

  it('refuses the tick of a page that showed an older code, naming the version in force, and opens no session', async () => {
    const before = await acceptancesOf(account.user);
    const sessionsBefore = await t.db.select().from(sessions);
    const expected = {
      en: `The code of ethics has changed (version ${ETHICS_CODE_VERSION}). Read it and accept it again to log in.`,
      es: `El código de ética ha cambiado (versión ${ETHICS_CODE_VERSION}). Léalo y acéptelo de nuevo para ingresar.`,
      pt: `O código de ética mudou (versão ${ETHICS_CODE_VERSION}). Leia-o e aceite-o novamente para entrar.`,
    };
    for (const [lang, message] of Object.entries(expected)) {
      const result = await login({ versionCodigoEtica: '2019.1' }, lang);
      expect(result).toMatchObject({ status: 1, code: 'auth.ethicsOutdated', message, httpStatus: 200 });
      expect(result.data).toEqual({ versionCodigoEtica: ETHICS_CODE_VERSION });
    }
    expect(await acceptancesOf(account.user)).toHaveLength(before.length);
    expect(await t.db.select().from(sessions)).toHaveLength(sessionsBefore.length);
    // Once the person reads and accepts the version in force, the same login goes through.
    expect((await login({ versionCodigoEtica: ETHICS_CODE_VERSION })).status).toBe(0);
  });

  it('refuses a version that is no text at all, without a 5xx', async () => {
    for (const versionCodigoEtica of [12, 'x'.repeat(500), null, { v: 1 }]) {
      const result = await login({ versionCodigoEtica });
      expect(result).toMatchObject({ status: 1, httpStatus: 200 });
    }
  });

  it('records nothing for a wrong password', async () => {
    const before = await acceptancesOf(DEMO.adviser.user);
    const result = await t.send(authEndpoints.login, {
      user: DEMO.adviser.user,
      password: 'Wrong#2026',
      versionCodigoEtica: ETHICS_CODE_VERSION,
    });
    expect(result.code).toBe('auth.invalidCredentials');
    expect(await acceptancesOf(DEMO.adviser.user)).toHaveLength(before.length);
  });
});
