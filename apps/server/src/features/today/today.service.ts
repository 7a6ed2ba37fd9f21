import { BACK_OFFICE_COUNT_CAP } from '@vo/domain/back-office/back-office-config';
import { staffMayOpen } from '@vo/domain/back-office/staff-roles';
import type { CappedCount, TodayFigures } from '@vo/domain/back-office/today.wire';
import type { AdminPaymentMethod } from '@vo/domain/payments/payments-admin.wire';
import { prereservationHoldLimits } from '@vo/domain/prereservations/prereservation-hold.rules';
import { businessDateOf } from '@vo/domain/time';
import type { AppDeps } from '../../platform/deps.ts';
import type { StaffContext } from '../../platform/sessions/staff-sessions.ts';
import { dayTotals } from '../payments/index.ts';
import {
  countPaymentsInState,
  countPendingPrereservations,
  countProceduresInState,
  countUnsentMessages,
} from './today.repo.ts';

const capped = (counted: number): CappedCount => ({
  count: Math.min(counted, BACK_OFFICE_COUNT_CAP),
  limited: counted > BACK_OFFICE_COUNT_CAP,
});

/**
 * The console's "Today" (docs/decisions/0053): each part only for a role that opens its
 * section, so a part is never read for nobody. Today's money is the Money section's own reconciliation of
 * the day against the ledger, asked for one day.
 */
export async function todayFigures(deps: AppDeps, staff: StaffContext): Promise<TodayFigures> {
  const now = deps.clock.now();
  const day = businessDateOf(now);
  const may = (section: Parameters<typeof staffMayOpen>[1]) => staffMayOpen(staff.role, section);
  const db = deps.db;
  const { holdEndedBy, endsSoonBy } = prereservationHoldLimits(now);
  const [money, regularising, procedures, undelivered, prereservations] = await Promise.all([
    may('payments') ? moneyOf(deps, day) : null,
    may('payments') ? countPaymentsInState(db, 'regularising').then(capped) : null,
    may('procedures')
      ? Promise.all([countProceduresInState(db, 'submitted'), countProceduresInState(db, 'in_review')]).then(
          ([submitted, inReview]) => ({ submitted: capped(submitted), inReview: capped(inReview) }),
        )
      : null,
    may('communication') ? countUnsentMessages(db).then(capped) : null,
    may('sales')
      ? Promise.all([
          countPendingPrereservations(db, holdEndedBy, endsSoonBy),
          countPendingPrereservations(db, null, holdEndedBy),
        ]).then(([soon, past]) => ({ expiringSoon: capped(soon), pastHold: capped(past) }))
      : null,
  ]);
  return { day, money, regularising, procedures, undeliveredMessages: undelivered, prereservations };
}

async function moneyOf(deps: AppDeps, day: string): Promise<NonNullable<TodayFigures['money']>> {
  const totals = await dayTotals(deps, { from: day, to: day });
  const today = totals.days.find((one) => one.day === day);
  const byMethod = new Map<AdminPaymentMethod, { count: number; cents: bigint }>();
  for (const row of totals.detail) {
    const method = byMethod.get(row.method) ?? { count: 0, cents: 0n };
    byMethod.set(row.method, { count: method.count + row.count, cents: method.cents + row.amountCents });
  }
  return {
    count: today?.count ?? 0,
    receivedCents: today?.paymentsCents ?? 0n,
    ledgerCents: today?.ledgerCents ?? 0n,
    byMethod: [...byMethod].map(([method, sum]) => ({ method, ...sum })),
  };
}
