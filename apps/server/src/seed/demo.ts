import { count } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { PasswordHasher } from '../platform/sessions/password-hash.ts';
import { seedAgingPrereservations } from './demo-aging-prereservations.ts';
import { seedDemoBenefits } from './demo-benefits.ts';
import { seedDemoCabins } from './demo-cabins.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoExtras } from './demo-extras.ts';
import { seedDemoNetwork } from './demo-network.ts';
import { seedDemoNovelties } from './demo-novelties.ts';
import { seedPaymentHistory } from './demo-payment-history.ts';
import { seedDemoPaymentMeans } from './demo-payment-means.ts';
import { seedDemoPrereservations } from './demo-prereservations.ts';
import { seedDemoProcedures } from './demo-procedures.ts';
import { seedDemoRooms } from './demo-rooms.ts';
import { seedDemoSeasonPasses } from './demo-season-passes.ts';
import { seedDemoStaff } from './demo-staff.ts';
import { seedDemoTickets } from './demo-tickets.ts';

/** The demo accounts of ARCHITECTURE §9: README and tests rely on these exact values. */
export const DEMO_ACCOUNTS = [
  {
    documentNumber: '1000001',
    password: 'Cliente#2026',
    fullName: 'María Fernanda Rojas Vaca',
    email: 'maria.rojas@example.com',
    phone: '+591-71234567',
  },
  {
    documentNumber: '1000002',
    password: 'Cliente#2026',
    fullName: 'Juan Carlos Mamani Quispe',
    email: 'juan.mamani@example.com',
    phone: '+591-72345678',
  },
  {
    documentNumber: '1000003',
    password: 'Temporal#2026',
    fullName: 'Ana Lucía Gutiérrez Flores',
    email: 'ana.gutierrez@example.com',
    phone: '+591-73456789',
    mustChangePassword: true,
  },
  {
    documentNumber: '1000004',
    password: 'Cliente#2026',
    fullName: 'Sofía Alejandra Ribera Paz',
    email: 'sofia.ribera@example.com',
    phone: '+591-77890123',
    // First steps: the profile update is pending and the invoice data is still to be filled in.
    profilePending: true,
  },
  {
    // Her payments' confirmations are what the e2e story reads: no other story pays or counts as her.
    documentNumber: '1000005',
    password: 'Cliente#2026',
    fullName: 'Daniela Patricia Soliz Añez',
    email: 'daniela.soliz@example.com',
    phone: '+591-78901234',
  },
  {
    documentNumber: '2000001',
    password: 'Asesor#2026',
    fullName: 'Carlos Eduardo Suárez Justiniano',
    email: 'carlos.suarez@example.com',
    phone: '+591-74567890',
    isAdviser: true,
    adviserMessage: 'Campaña de fin de año: cada lote vendido hasta el 31/12 suma doble en el ranking.',
  },
  {
    documentNumber: '2000002',
    password: 'Asesor#2026',
    fullName: 'Lucía Beatriz Arce Montaño',
    email: 'lucia.arce@example.com',
    phone: '+591-75678901',
    isAdviser: true,
    adviserMessage: 'Campaña de fin de año: cada lote vendido hasta el 31/12 suma doble en el ranking.',
    secureDays: 10,
  },
  {
    documentNumber: '3000001',
    password: 'Cajero#2026',
    fullName: 'Roberto Vargas Céspedes',
    email: 'roberto.vargas@example.com',
    phone: '+591-76789012',
    isCashier: true,
  },
] as const;

/** Ids of the reference data loaded by migration 0003. */
const SANTA_CRUZ = { countryId: 1, cityId: 1003 } as const;

/** Seeds the demo data once, on an empty database; a database with any user is left alone. */
export async function seedDemoData(db: Database, passwords: PasswordHasher, now: Date): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const rows = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => ({
      documentNumber: account.documentNumber,
      fullName: account.fullName,
      email: account.email,
      phone: account.phone,
      passwordHash: await passwords.hash(account.password),
      isAdviser: 'isAdviser' in account,
      isCashier: 'isCashier' in account,
      adviserMessage: 'adviserMessage' in account ? account.adviserMessage : '',
      mustChangePassword: 'mustChangePassword' in account,
      securePasswordDueAt: 'secureDays' in account ? new Date(now.getTime() + account.secureDays * 86_400_000) : null,
      // Everyone but the "first steps" customer confirmed their data living in Santa Cruz, Bolivia.
      profileConfirmedAt: 'profilePending' in account ? null : now,
      countryId: 'profilePending' in account ? null : SANTA_CRUZ.countryId,
      cityId: 'profilePending' in account ? null : SANTA_CRUZ.cityId,
    })),
  );
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(users).values(rows).returning({ id: users.id, ci: users.documentNumber });
    const idOf = new Map(inserted.map((row) => [row.ci, row.id]));
    await seedDemoExtras(tx, idOf, now);
    await seedDemoPaymentMeans(tx, idOf, now, passwords);
    await seedDemoCatalogue(tx);
    await seedDemoSeasonPasses(tx);
    await seedDemoCabins(tx, idOf, now);
    await seedDemoNovelties(tx, now);
    await seedDemoNetwork(tx, idOf, now);
    await seedDemoPrereservations(tx, idOf.get('2000001')!, now);
    await seedDemoRooms(tx, idOf, now);
    await seedDemoTickets(tx, idOf, now);
    await seedDemoProcedures(tx, idOf, now);
    await seedDemoBenefits(tx, idOf, now);
    await seedDemoStaff(tx, passwords);
    await seedPaymentHistory(tx, idOf, now);
    await seedAgingPrereservations(tx, idOf, now);
  });
  return true;
}
