import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cities, countries, preferences, products, users } from '../../db/schema/index.ts';

export async function listCountries(db: Executor) {
  return db.select().from(countries).orderBy(asc(countries.name));
}

export async function listCitiesOf(db: Executor, countryId: number) {
  return db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(eq(cities.countryId, countryId))
    .orderBy(asc(cities.name));
}

export async function findCountry(db: Executor, countryId: number) {
  const [row] = await db.select().from(countries).where(eq(countries.id, countryId));
  return row ?? null;
}

export async function findCity(db: Executor, cityId: number) {
  const [row] = await db.select().from(cities).where(eq(cities.id, cityId));
  return row ?? null;
}

/** The contact data of the profile dialog and page, with country and city names. */
export async function findProfile(db: Executor, userId: number) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      documentNumber: users.documentNumber,
      email: users.email,
      phone: users.phone,
      countryId: users.countryId,
      cityId: users.cityId,
      profileConfirmedAt: users.profileConfirmedAt,
      securePasswordDueAt: users.securePasswordDueAt,
      isAdviser: users.isAdviser,
      isCashier: users.isCashier,
      countryName: countries.name,
      countryPrefix: countries.phonePrefix,
      cityName: cities.name,
      language: preferences.language,
      currency: preferences.currency,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .leftJoin(cities, eq(cities.id, users.cityId))
    .leftJoin(preferences, eq(preferences.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function saveContactData(
  db: Executor,
  userId: number,
  data: { email: string; phone: string; countryId: number; cityId: number | null },
  now: Date,
) {
  await db
    .update(users)
    .set({ ...data, profileConfirmedAt: now })
    .where(eq(users.id, userId));
}

export async function companyIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ id: products.companyId }).from(products).where(eq(products.userId, userId));
  return rows.map((row) => row.id);
}
