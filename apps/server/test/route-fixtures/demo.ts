// Demo objects and helpers that the fixtures of several features share.
/** Product ids of the demo seed (inserted in this order): 1000001's lot and membership, 1000002's house and pass. */
export const DEMO_PRODUCT = { lot: 1, membership: 2, overdueHouse: 3, overdueSeasonPass: 4 } as const;
export const VALID_CARD = {
  numeroTarjeta: '4111 1111 1111 1111',
  mesExpiracion: '12',
  anioExpiracion: '2099',
  cvc: '123',
};
export const countRows = (from: string) => async (db: import('../../src/db/client.ts').Database) => {
  const { sql } = await import('drizzle-orm');
  const result: any = await db.execute(sql.raw(`select count(*)::int as n from ${from}`));
  return Number(result.rows[0].n);
};
/** The adviser 2000001 reads their client 1000001 in their own network (the matrix's adviser aims at 1000001). */
export const OWN_NETWORK = {
  roles: ['adviser'] as 'adviser'[],
  why: 'an adviser sees the names of the people of their own network (spec §2 /red/clientes); 1000001 is a client of 2000001',
};
