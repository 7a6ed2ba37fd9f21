import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import type { Executor } from '../db/client.ts';
import { tickets } from '../db/schema/index.ts';

/**
 * Tickets and coupons of the demo (spec §4 states, §9 season-pass benefits): 1000001's membership brings
 * park passes (valid), a spa coupon, an expired courtesy pass, next season's pass (pending) and two hotel
 * nights of its hotel service; 1000002's
 * season pass brings 10 park passes a year, 10% at the spa and 5% on hospitalisation.
 */
export async function seedDemoTickets(tx: Executor, idOf: Map<string, number>, now: Date): Promise<void> {
  const today = businessDateOf(now);
  const day = (n: number) => addDaysToDate(today, n);
  const customer = idOf.get('1000001')!;
  const overdue = idOf.get('1000002')!;
  const ticket = (userId: number, productId: number, title: string, uses: number, from: string, to: string) => ({
    userId,
    productId,
    kind: 'ticket',
    title,
    usesTotal: uses,
    usesLeft: uses,
    validFrom: from,
    validTo: to,
  });
  const coupon = (userId: number, productId: number, title: string, percent: number, from: string, to: string) => ({
    ...ticket(userId, productId, title, 1, from, to),
    kind: 'coupon',
    discountPercent: percent,
  });
  await tx
    .insert(tickets)
    .values([
      ticket(customer, 2, 'Pase al parque', 3, day(-30), day(335)),
      coupon(customer, 2, 'Cupón spa', 10, day(-30), day(335)),
      { ...ticket(customer, 2, 'Pase de cortesía', 2, day(-120), day(-1)), usesLeft: 1 },
      ticket(customer, 2, 'Pase de temporada 2027', 5, day(40), day(400)),
      { ...ticket(customer, 2, 'Noche de hotel — Hotel Los Tajibos', 2, day(-30), day(335)), kind: 'hotel' },
      ticket(overdue, 4, 'Pases al parque del abono', 10, day(-60), day(305)),
      coupon(overdue, 4, 'Descuento en spa', 10, day(-60), day(305)),
      coupon(overdue, 4, 'Descuento en hospitalización', 5, day(-60), day(305)),
    ]);
}
