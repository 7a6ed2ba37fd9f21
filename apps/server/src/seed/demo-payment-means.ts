import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { paymentRequests, prepaidCards, products, wallets } from '../db/schema/index.ts';
import type { PasswordHasher } from '../platform/sessions/password-hash.ts';

/** README "Sandbox payments": the demo's prepaid codes, one for each card state of spec §4. */
export const DEMO_PREPAID_CODES = [
  { code: 'PREPAGO12026', balanceCents: 50_000n, state: 'enabled', expiresInDays: 365 },
  { code: 'PREPAGO22026', balanceCents: 5_000n, state: 'enabled', expiresInDays: 365 },
  { code: 'VACIADA02026', balanceCents: 0n, state: 'enabled', expiresInDays: 365 },
  { code: 'BLOQUEAD2026', balanceCents: 10_000n, state: 'not_enabled', expiresInDays: 365 },
  { code: 'VENCIDA02025', balanceCents: 10_000n, state: 'enabled', expiresInDays: -30 },
] as const;

/** The demo wallets: points and the PIN that spends them. */
export const DEMO_WALLETS = [
  { ci: '1000001', points: 50_000n, pin: '2468' },
  { ci: '1000002', points: 3_000n, pin: '1357' },
] as const;

const DAY_MS = 86_400_000;

/** A standing "pay for me" code of 1000002's house, 10.00: README and the trust harness use it. */
export const DEMO_FRIEND_CODE = 'PAGAME23';

export async function seedDemoPaymentMeans(
  tx: Executor,
  idOf: Map<string, number>,
  now: Date,
  passwords: PasswordHasher,
) {
  await tx.insert(prepaidCards).values(
    DEMO_PREPAID_CODES.map((card) => ({
      codeHash: createHash('sha256').update(card.code).digest('hex'),
      codeLast4: card.code.slice(-4),
      balanceCents: card.balanceCents,
      state: card.state,
      expiresAt: new Date(now.getTime() + card.expiresInDays * DAY_MS),
      createdAt: now,
    })),
  );
  const rows = await Promise.all(
    DEMO_WALLETS.map(async (wallet) => ({
      userId: idOf.get(wallet.ci)!,
      points: wallet.points,
      pinHash: await passwords.hash(wallet.pin),
    })),
  );
  await tx.insert(wallets).values(rows);
  const [house] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.userId, idOf.get('1000002')!), eq(products.kind, 'house')));
  await tx.insert(paymentRequests).values({
    code: DEMO_FRIEND_CODE,
    userId: idOf.get('1000002')!,
    productId: house!.id,
    amountCents: 1_000n,
    expiresAt: new Date(now.getTime() + 365 * DAY_MS),
    createdAt: now,
  });
}
