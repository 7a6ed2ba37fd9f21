import { PARKS } from '@vo/domain/cabins/cabin-config';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cabins, parks, users } from '../db/schema/index.ts';

/** How many cabins of each kind each demo park has. */
const CABINS: Record<number, Record<string, number>> = {
  1: { familiar: 5, pareja: 3, grupal: 2 },
  2: { familiar: 3, pareja: 2, grupal: 1 },
};

/** ID cards on file: 1000001 and 2000001 valid for years, 1000002's expired; the others have none shown yet. */
const ID_CARDS: Record<string, string> = { '1000001': '2031-06-30', '2000001': '2030-03-31', '1000002': '2024-01-15' };

export async function seedDemoCabins(tx: Executor, idOf: Map<string, number>): Promise<void> {
  await tx.insert(parks).values(PARKS.map((p) => ({ id: p.id, name: p.name })));
  const rows = Object.entries(CABINS).flatMap(([park, kinds]) =>
    Object.entries(kinds).flatMap(([type, count]) =>
      Array.from({ length: count }, (_, i) => ({
        parkId: Number(park),
        type,
        number: `${type[0]!.toUpperCase()}-${String(i + 1).padStart(2, '0')}`,
      })),
    ),
  );
  await tx.insert(cabins).values(rows);
  for (const [ci, expires] of Object.entries(ID_CARDS)) {
    const id = idOf.get(ci);
    if (id) await tx.update(users).set({ idCardExpiresOn: expires }).where(eq(users.id, id));
  }
}
