import { childPath, pathIds, ROOT_PATH } from '@vo/domain/network/network.rules';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { networkNodes } from '../../db/schema/index.ts';

export type NetworkKind = 'adviser' | 'client';
export type AdviserStatus = 'active' | 'inactive' | 'blocked' | 'ethics';

/**
 * Places a person in the sponsor tree below their sponsor (or at the root) and adds them to the
 * totals of everyone above, in the caller's transaction. The path says who is above: no recursion.
 */
export async function joinNetwork(
  tx: Executor,
  person: {
    userId: number;
    sponsorUserId: number | null;
    kind: NetworkKind;
    adviserCode?: string;
    adviserStatus?: AdviserStatus;
    joinedOn: string;
  },
): Promise<{ path: string }> {
  let sponsorPath = ROOT_PATH;
  if (person.sponsorUserId !== null) {
    const [sponsor] = await tx
      .select({ path: networkNodes.path })
      .from(networkNodes)
      .where(eq(networkNodes.userId, person.sponsorUserId))
      .for('update');
    if (!sponsor) throw new Error(`sponsor ${person.sponsorUserId} is not in the network`);
    sponsorPath = sponsor.path;
  }
  const path = childPath(sponsorPath, person.userId);
  await tx.insert(networkNodes).values({
    userId: person.userId,
    sponsorUserId: person.sponsorUserId,
    path,
    depth: pathIds(path).length - 1,
    kind: person.kind,
    adviserCode: person.adviserCode ?? null,
    adviserStatus: person.kind === 'adviser' ? (person.adviserStatus ?? 'active') : null,
    joinedOn: person.joinedOn,
  });
  const above = pathIds(sponsorPath);
  if (above.length > 0) {
    await tx
      .update(networkNodes)
      .set({ peopleBelow: sql`${networkNodes.peopleBelow} + 1` })
      .where(inArray(networkNodes.userId, above));
  }
  if (person.sponsorUserId !== null) {
    await tx
      .update(networkNodes)
      .set({ directCount: sql`${networkNodes.directCount} + 1` })
      .where(eq(networkNodes.userId, person.sponsorUserId));
  }
  return { path };
}

/** Counts a sale for its adviser and in the network totals of everyone above them. */
export async function countSaleInNetwork(tx: Executor, adviserUserId: number): Promise<void> {
  const [adviser] = await tx
    .select({ path: networkNodes.path })
    .from(networkNodes)
    .where(eq(networkNodes.userId, adviserUserId));
  if (!adviser) throw new Error(`adviser ${adviserUserId} is not in the network`);
  await tx
    .update(networkNodes)
    .set({ ownSales: sql`${networkNodes.ownSales} + 1` })
    .where(eq(networkNodes.userId, adviserUserId));
  await tx
    .update(networkNodes)
    .set({ networkSales: sql`${networkNodes.networkSales} + 1` })
    .where(inArray(networkNodes.userId, pathIds(adviser.path)));
}
