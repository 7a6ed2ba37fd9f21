import { BACK_OFFICE_MAX_PAGE } from '@vo/domain/back-office/back-office-config';
import { communicationEndpoints } from '@vo/domain/communication/communication.endpoints';
import { paymentsAdminEndpoints } from '@vo/domain/payments/payments-admin.endpoints';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffToken, useTestApp } from '../../../test/test-app.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { countUpTo, pageOf } from './back-office-page.ts';

describe('a page of a back-office list counts its rows only up to a cap (docs/decisions/0040)', () => {
  const t = useTestApp();

  it('stops counting at the cap and says there are more; below it the count is exact', async () => {
    const at = t.clock.now();
    await t.db.insert(outboxMessages).values(
      Array.from({ length: 12 }, (_, i) => ({
        channel: 'email',
        recipient: `tope${i}@example.com`,
        subject: 'Aviso',
        body: 'Texto',
        createdAt: at,
        sentAt: at,
      })),
    );
    const matching = t.db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(like(outboxMessages.recipient, 'tope%'));
    expect(await countUpTo(t.db, matching, 10)).toBe(11);
    expect(await countUpTo(t.db, matching, 12)).toBe(12);
    expect(pageOf(['a'], 11, 1, 10)).toMatchObject({ total: 10, limited: true });
    expect(pageOf(['a'], 12, 1, 12)).toMatchObject({ total: 12, limited: false });
  });

  it('answers the last page the count reaches, and refuses one past it with a translated message', async () => {
    const admin = await staffToken(t, 'admin');
    const last = await t.send(
      communicationEndpoints.outbox,
      { pagina: String(BACK_OFFICE_MAX_PAGE) },
      { token: admin },
    );
    expect(last).toMatchObject({ status: 0, data: { filas: [], pagina: BACK_OFFICE_MAX_PAGE } });
    const past = await t.send(
      paymentsAdminEndpoints.list,
      { pagina: String(BACK_OFFICE_MAX_PAGE + 1) },
      { token: admin },
    );
    expect(past).toMatchObject({ status: 1, code: 'staff.pageBeyond', data: { campo: 'pagina' } });
    expect(past.message).toContain('10');
  });
});
