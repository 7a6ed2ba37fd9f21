import { backupOpsEndpoints } from '@vo/domain/backup/backup-ops.endpoints';
import { healthEndpoints } from '@vo/domain/health/health.endpoints';
import { healthOpsEndpoints } from '@vo/domain/health/health-ops.endpoints';
import { outboxOpsEndpoints } from '@vo/domain/outbox/outbox-ops.endpoints';
import { reminderOpsEndpoints } from '@vo/domain/reminders/reminders-ops.endpoints';
import { subscriptionEndpoints } from '@vo/domain/subscriptions/subscriptions.endpoints';
import { subscriptionOpsEndpoints } from '@vo/domain/subscriptions/subscriptions-ops.endpoints';
import { countRows, VALID_CARD } from './demo.ts';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

/** What the trust harness sends to the routes of the international membership subscription, the operator's read-outs and the balancer's checks. */
export const subscriptionFixtures: Record<string, RouteFixture> = {
  // The international membership subscription (docs/decisions/0016). Subscribing names no one else's
  // objects: whoever calls it subscribes themselves. Subscription 1 is 1000001's, made by the matrix's
  // customer on POST /api/suscripciones just before (routes run in registration order).
  ...fixturesOf([subscriptionEndpoints.home, { refused: { marca: 'parque' }, attack: () => ({ marca: 'travel' }) }]),
  ...fixturesOf([
    subscriptionEndpoints.subscribe,
    {
      // Two reasons: a brand without a subscription, and a plan that does not exist.
      refused: { ...VALID_CARD, marca: 'parque', plan: 'semanal' },
      attack: () => ({ ...VALID_CARD, marca: 'travel', plan: 'mensual' }),
      exactlyOnce: {
        owner: 'customer',
        request: () => ({ ...VALID_CARD, marca: 'travel', plan: 'mensual' }),
        effects: countRows("ledger_entries where account = 'income:subscription'"),
      },
    },
  ]),
  ...fixturesOf(
    [subscriptionEndpoints.cancel, { refused: { idSuscripcion: 999999 }, attack: () => ({ idSuscripcion: 1 }) }],
    [subscriptionEndpoints.resume, { refused: { idSuscripcion: 999999 }, attack: () => ({ idSuscripcion: 1 }) }],
  ),
  // Nothing is due in a fresh database, and each period is charged once however often it runs.
  ...fixturesOf([subscriptionOpsEndpoints.renew, { refused: {}, attack: () => ({}) }]),
  // A reminder sweep at night sends nothing; each (instalment, stage) is sent once however often it runs.
  ...fixturesOf([reminderOpsEndpoints.sweep, { refused: { en: '2026-12-08T23:00:00-04:00' }, attack: () => ({}) }]),
  ...fixturesOf(
    [healthOpsEndpoints.stats, { refused: {}, attack: () => ({}) }],
    // A balancer's checks take nothing and tell nothing of anyone (docs/decisions/0060).
    [healthEndpoints.live, { refused: {}, attack: () => ({}) }],
    [healthEndpoints.ready, { refused: {}, attack: () => ({}) }],
    // The test app has no backup folder: the embedded backup is refused, and it reads no one's data anyway.
    [backupOpsEndpoints.embedded, { refused: {}, attack: () => ({}) }],
    [
      outboxOpsEndpoints.messages,
      { refused: { destinatario: 'nobody@example.com' }, attack: (v) => ({ destinatario: v.email }) },
    ],
  ),
};
