import { cardExpired } from '@vo/domain/payments/card.rules';
import type { SavedCards } from '@vo/domain/payments/saved-cards.wire';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { keptCardCount, keptCardsOf, removeKeptCard, type SavedCardRow } from './saved-cards.repo.ts';

/** How a card is named to its owner: its brand and last four, never more. */
export const cardLabel = (card: { brand: string; last4: string }) => `${card.brand.toUpperCase()} **** ${card.last4}`;

function savedCardOf(row: SavedCardRow, now: Date) {
  const { expiryMonth, expiryYear } = row;
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expiryMonth,
    expiryYear,
    expired: expiryMonth !== null && expiryYear !== null && cardExpired(expiryMonth, expiryYear, now),
    firstUsedAt: row.firstUsedAt,
  };
}

/** GET /tarjetas/guardadas: the caller's kept cards (spec §6 limit per client, docs/decisions/0022). */
export async function savedCards(deps: AppDeps, userId: number): Promise<SavedCards> {
  const now = deps.clock.now();
  const rows = await keptCardsOf(deps.db, userId);
  return { cards: rows.map((row) => savedCardOf(row, now)), max: deps.limits.maxCardsPerClient };
}

/**
 * POST /tarjetas/guardadas/eliminar, inside runOnce: the card leaves the kept ones, so it no longer counts
 * against the limit nor may be charged (a subscription's renewal on it included). Someone else's card answers
 * like one that does not exist.
 */
export async function removeSavedCard(tx: Tx, deps: AppDeps, userId: number, cardId: number) {
  const removed = await removeKeptCard(tx, userId, cardId, deps.clock.now());
  if (!removed) throw new AppError('savedCards.notFound', 1, {}, { campo: 'idTarjeta' });
  return { cardId: removed.id, keptCount: await keptCardCount(tx, userId), label: cardLabel(removed) };
}
