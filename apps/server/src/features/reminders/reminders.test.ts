import { translate } from '@vo/domain/i18n/catalogue';
import { profileEndpoints } from '@vo/domain/profile/profile.endpoints';
import { reminderOpsEndpoints } from '@vo/domain/reminders/reminders-ops.endpoints';
import { addDaysToDate, businessDateOf, parseBusinessDateTime } from '@vo/domain/time';
import { and, asc, eq, gt, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, OPS_SECRET, useTestApp } from '../../../test/test-app.ts';
import { sandboxPush } from '../../adapters/push/sandbox-push.ts';
import { buildApp } from '../../app.ts';
import {
  instalments,
  notifications,
  outboxMessages,
  preferences,
  products,
  pushTokens,
  users,
} from '../../db/schema/index.ts';
import { withMemory } from '../../platform/deps.ts';
import { REMINDER_SWEEP_QUEUE, reminderQueueOf } from './index.ts';
import { sendsOf } from './reminders.repo.ts';
import { sweepReminders } from './sweep-reminders.ts';

/** A La Paz wall-clock time on a calendar day (YYYY-MM-DD). */
const laPaz = (day: string, time: string) => {
  const [y, m, d] = day.split('-');
  return parseBusinessDateTime(`${d}/${m}/${y} ${time}:00`)!;
};

describe('reminders before the due date and nudges after it', () => {
  const t = useTestApp({ push: sandboxPush });
  /**
   * A sweep sends every instalment's due stage, so each story takes an instalment due well after the days the
   * stories before it swept through: `daysAfterStart` apart.
   */
  const fromDay = (daysAfterStart: number) => addDaysToDate(businessDateOf(start), daysAfterStart);

  const userOf = async (document: string) => {
    const [row] = await t.db.select().from(users).where(eq(users.documentNumber, document));
    return row!;
  };
  /** The next instalment with something owed of one of the person's products, from `from` on. */
  const nextUnpaid = async (userId: number, kind: string, from: string) => {
    const [row] = await t.db
      .select({ id: instalments.id, number: instalments.number, dueDate: instalments.dueDate, productId: products.id })
      .from(instalments)
      .innerJoin(products, eq(products.id, instalments.productId))
      .where(
        and(
          eq(products.userId, userId),
          eq(products.kind, kind),
          gt(instalments.dueDate, from),
          sql`${instalments.paidCapitalCents} < ${instalments.capitalCents}`,
        ),
      )
      .orderBy(asc(instalments.dueDate))
      .limit(1);
    return row!;
  };
  const stagesSent = async (instalmentId: number) => (await sendsOf(t.db, instalmentId)).map((row) => row.stage);
  const sweepAt = (day: string, time = '10:00') => {
    t.clock.set(laPaz(day, time));
    return sweepReminders(t.deps);
  };
  const outboxTo = (recipient: string, subject: string) =>
    t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, recipient), like(outboxMessages.subject, `%${subject}%`)));
  const languageOf = async (userId: number) => {
    const [row] = await t.db.select().from(preferences).where(eq(preferences.userId, userId));
    return (row?.language ?? 'en') as 'en' | 'es' | 'pt';
  };
  let start: Date;
  beforeAll(() => {
    start = t.clock.now();
  });

  it('reminds 7 days and 1 day before and on the day, nudges 3 and 10 days after, once each, in her language', async () => {
    const customer = await userOf(DEMO.customer.user);
    await t.db.insert(pushTokens).values({ token: 'fcm-token-of-the-demo-phone', userId: customer.id });
    const due = await nextUnpaid(customer.id, 'membership', fromDay(0));
    const language = await languageOf(customer.id);
    const stage = (days: number) => addDaysToDate(due.dueDate, days);

    await sweepAt(stage(-8));
    expect(await stagesSent(due.id)).toEqual([]);
    await sweepAt(stage(-7));
    expect(await stagesSent(due.id)).toEqual(['before7']);
    await sweepAt(stage(-6));
    await sweepAt(stage(-6), '18:00');
    expect(await stagesSent(due.id)).toEqual(['before7']);
    await sweepAt(stage(-1));
    expect(await stagesSent(due.id)).toEqual(['before7', 'before1']);
    await sweepAt(stage(0));
    await sweepAt(stage(3));
    await sweepAt(stage(10));
    await sweepAt(stage(11));
    expect(await stagesSent(due.id)).toEqual(['before7', 'before1', 'due', 'after3', 'after10']);

    // Each stage went by e-mail, SMS, the portal and the app's push, in her stored language, with the payment's link.
    const [first] = await sendsOf(t.db, due.id);
    expect(first!.channels).toBe('email,sms,portal,push');
    const title = translate(language, 'reminders.before.title');
    const mails = await outboxTo(customer.email!, title);
    const link = new RegExp(`/realizar-pago/${due.productId}\\?cuota=${due.number}(?!\\d)`);
    expect(mails.filter((m) => link.test(m.body))).toHaveLength(2);
    const aboutIt = (rows: { body: string }[]) => rows.filter((row) => link.test(row.body));
    expect(aboutIt(await outboxTo(customer.phone!, translate(language, 'reminders.overdue.title')))).toHaveLength(2);
    expect(
      aboutIt(await outboxTo('fcm-token-of-the-demo-phone', translate(language, 'reminders.today.title'))),
    ).toHaveLength(1);
    const notices = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, customer.id),
          eq(notifications.link, `/realizar-pago/${due.productId}?cuota=${due.number}`),
        ),
      );
    expect(notices).toHaveLength(5);
  });

  it('writes to nobody between 21:00 and 08:00 La Paz time: a reminder due at night goes at 08:00', async () => {
    const customer = await userOf(DEMO.customer.user);
    const due = await nextUnpaid(customer.id, 'lot', fromDay(60));
    const dayBefore = addDaysToDate(due.dueDate, -1);
    expect(await sweepAt(addDaysToDate(dayBefore, -1), '21:00')).toBe(0);
    await sweepAt(dayBefore, '07:59');
    expect(await stagesSent(due.id)).toEqual([]);
    await sweepAt(dayBefore, '08:00');
    expect(await stagesSent(due.id)).toEqual(['before1']);
    const [sent] = await sendsOf(t.db, due.id);
    expect(sent!.sentAt).toEqual(laPaz(dayBefore, '08:00'));
  });

  it('goes only through the channels the person keeps on, in the language she chose', async () => {
    const person = await userOf('1000005');
    const token = await loginAs(t.call, '1000005', DEMO.customer.password);
    t.clock.set(start);
    const saved = await t.send(
      profileEndpoints.updateReminderChannels,
      { correo: false, sms: false, portal: true, push: true },
      { token },
    );
    expect(saved).toMatchObject({ status: 0, data: { correo: false, sms: false, portal: true, push: true } });
    expect((await t.send(profileEndpoints.reminderChannels, {}, { token })).data).toEqual(saved.data);
    await t.db
      .insert(preferences)
      .values({ userId: person.id, language: 'pt' })
      .onConflictDoUpdate({ target: preferences.userId, set: { language: 'pt' } });

    const due = await nextUnpaid(person.id, 'membership', fromDay(120));
    await sweepAt(due.dueDate);
    const [sent] = await sendsOf(t.db, due.id);
    expect(sent).toMatchObject({ stage: 'due', channels: 'portal' });
    expect(await outboxTo(person.email!, 'Sua parcela vence hoje')).toHaveLength(0);
    expect(await outboxTo(person.phone!, 'Sua parcela vence hoje')).toHaveLength(0);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, person.id), eq(notifications.title, 'Sua parcela vence hoje')));
    expect(notice!.body).toContain(`A parcela ${due.number} de`);
  });

  it('never reminds of an instalment paid before the reminder commits', async () => {
    const customer = await userOf(DEMO.customer.user);
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    t.clock.set(start);
    const due = await nextUnpaid(customer.id, 'lot', fromDay(180));
    // Paid in full by hand, as every means's settlement writes it: the owed amount the reminder locks is 0.
    await t.db
      .update(instalments)
      .set({
        paidCapitalCents: sql`${instalments.capitalCents}`,
        paidInterestCents: sql`${instalments.interestCents}`,
        paidFinesCents: sql`${instalments.finesCents}`,
        paidExpensesCents: sql`${instalments.expensesCents}`,
        paidFormFeeCents: sql`${instalments.formFeeCents}`,
      })
      .where(eq(instalments.id, due.id));
    await sweepAt(addDaysToDate(due.dueDate, -7));
    await sweepAt(addDaysToDate(due.dueDate, -1));
    expect(await stagesSent(due.id)).toEqual([]);
    expect(token).toBeTruthy();
  });

  it('sends each stage once across two instances on one database and across a restart, run by the job queue', async () => {
    const overdue = await userOf(DEMO.overdueCustomer.user);
    t.clock.set(start);
    const due = await nextUnpaid(overdue.id, 'house', fromDay(240));
    t.clock.set(laPaz(addDaysToDate(due.dueDate, -1), '09:00'));

    const second = await buildApp(withMemory({ ...t.deps }));
    await second.ready();
    const counts = await Promise.all([sweepReminders(t.deps), sweepReminders(second.deps), sweepReminders(t.deps)]);
    expect(await stagesSent(due.id)).toEqual(['before1']);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(
      Number(
        (
          (await t.db.execute(
            sql`select count(*)::int as n from reminder_sends where sent_at = ${t.clock.now().toISOString()}::timestamptz`,
          )) as any
        ).rows[0].n,
      ),
    );
    await second.close();

    // The restart: a new instance working the queue sweeps again and sends nothing twice, then the next stage.
    const restarted = await buildApp(withMemory({ ...t.deps, reminderQueue: { pollingSeconds: 0.5 } }));
    await restarted.ready();
    const boss = reminderQueueOf(restarted)!;
    const finished = async (id: string | null) => {
      for (let i = 0; i < 100; i++) {
        const job = await boss.getJobById(REMINDER_SWEEP_QUEUE, id!);
        if (job?.state === 'completed') return job.output as { sent: number };
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the sweep job never finished');
    };
    expect(await finished(await boss.send(REMINDER_SWEEP_QUEUE, {}))).toEqual({ sent: 0 });
    expect(await stagesSent(due.id)).toEqual(['before1']);
    t.clock.set(laPaz(due.dueDate, '09:00'));
    expect((await finished(await boss.send(REMINDER_SWEEP_QUEUE, {}))).sent).toBeGreaterThan(0);
    expect(await stagesSent(due.id)).toEqual(['before1', 'due']);
    const mails = await outboxTo(overdue.email!, translate(await languageOf(overdue.id), 'reminders.before.title'));
    expect(mails.filter((m) => m.subject.endsWith(` · ${due.number}`))).toHaveLength(1);
    await restarted.close();
  });

  it("the operator's sweep at a chosen instant sends that day's stage once, whatever the app's clock says", async () => {
    const customer = await userOf(DEMO.customer.user);
    const due = await nextUnpaid(customer.id, 'lot', fromDay(300));
    // The app's own clock at night: only the chosen instant counts.
    t.clock.set(laPaz(businessDateOf(start), '23:30'));
    const ops = { headers: { 'x-ops-secret': OPS_SECRET } };
    const sweep = (en: string) => t.send(reminderOpsEndpoints.sweep, { en }, ops);
    const dayBefore = `${addDaysToDate(due.dueDate, -1)}T10:00:00-04:00`;
    const first = await sweep(dayBefore);
    expect(first).toMatchObject({ status: 0, data: { silencio: false } });
    expect(first.data!.enviados).toBeGreaterThanOrEqual(1);
    expect(await sweep(dayBefore)).toMatchObject({ status: 0, data: { enviados: 0 } });
    expect(await stagesSent(due.id)).toEqual(['before1']);
    // Stamped when it was really written, not on the chosen day: nothing shows up dated in the future.
    expect((await sendsOf(t.db, due.id))[0]!.sentAt).toEqual(laPaz(businessDateOf(start), '23:30'));
    const night = await sweep(`${due.dueDate}T22:00:00-04:00`);
    expect(night).toMatchObject({ status: 0, data: { enviados: 0, silencio: true } });
    expect(await stagesSent(due.id)).toEqual(['before1']);
    const refused = await sweep('tomorrow at ten');
    expect(refused.status).not.toBe(0);
    expect(refused.message).toBe(translate('en', 'reminders.sweepInstantInvalid'));
    expect((await t.send(reminderOpsEndpoints.sweep, { en: dayBefore })).status).not.toBe(0);
  });
});
