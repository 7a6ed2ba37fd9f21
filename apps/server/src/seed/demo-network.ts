import { raceOfDate } from '@vo/domain/incentives/race.rules';
import { addMonthsToDate } from '@vo/domain/plans/plan.rules';
import { businessDateOf } from '@vo/domain/time';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { products, sales, users } from '../db/schema/index.ts';
import { recordRaceEvent, recordSale } from '../features/incentives/index.ts';
import { type AdviserStatus, joinNetwork } from '../features/network/index.ts';
import { NO_PASSWORD } from '../platform/records/person-lookup.repo.ts';

/**
 * The demo's network and race (ARCHITECTURE §9 "a network of clients"): a root adviser with the two
 * demo advisers and forty more below; 2000001 has sub-advisers, clients two levels down and the demo
 * customers 1000001 and 1000002; 2000002 has 1000004. Sales fall in every month of the running race
 * so that 2000001 stands inside the top 40, 2000002 outside it, one adviser is in the grace month and
 * one is blocked. People seeded here only as network members cannot log in (no password).
 */

const FIRST = [
  'Ana',
  'Bruno',
  'Camila',
  'Daniel',
  'Elena',
  'Fabián',
  'Gabriela',
  'Hugo',
  'Inés',
  'Jorge',
  'Karen',
  'Luis',
];
const LAST = [
  'Aguilera',
  'Banegas',
  'Cuéllar',
  'Durán',
  'Egüez',
  'Flores',
  'Gil',
  'Hurtado',
  'Ibáñez',
  'Justiniano',
  'Landívar',
];
const nameOf = (i: number) =>
  `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${LAST[(i * 3 + 5) % LAST.length]}`;

const two = (n: number) => String(n).padStart(2, '0');

interface Person {
  ci: string;
  name: string;
  sponsor: string | null;
  kind: 'adviser' | 'client';
  code?: string;
  status?: AdviserStatus;
  joinedOn: string;
}

/** Sales an adviser makes in each month of the running race, oldest month first (the last is the month in progress). */
interface SalesPlan {
  adviser: string;
  perMonth: number[];
  priceCents: bigint;
}

export async function seedDemoNetwork(tx: Executor, idOf: Map<string, number>, now: Date): Promise<void> {
  const today = businessDateOf(now);
  const currentMonth = today.slice(0, 7);
  const race = raceOfDate(today);
  const monthsSoFar = race.months.filter((m) => m <= currentMonth);
  const longAgo = addMonthsToDate(today, -30);

  const people: Person[] = [
    {
      ci: '2000090',
      name: 'Patricia Saavedra Rivero',
      sponsor: null,
      kind: 'adviser',
      code: 'A-0001',
      joinedOn: addMonthsToDate(today, -96),
    },
    {
      ci: '2000001',
      name: '',
      sponsor: '2000090',
      kind: 'adviser',
      code: 'A-0102',
      joinedOn: addMonthsToDate(today, -40),
    },
    {
      ci: '2000002',
      name: '',
      sponsor: '2000090',
      kind: 'adviser',
      code: 'A-0103',
      joinedOn: addMonthsToDate(today, -20),
    },
    {
      ci: '2100001',
      name: 'Diego Antelo Suárez',
      sponsor: '2000001',
      kind: 'adviser',
      code: 'A-0210',
      joinedOn: longAgo,
    },
    {
      ci: '2100002',
      name: 'Valeria Chávez Moreno',
      sponsor: '2000001',
      kind: 'adviser',
      code: 'A-0211',
      joinedOn: longAgo,
    },
    {
      ci: '2100003',
      name: 'Miguel Roca Vaca',
      sponsor: '2000001',
      kind: 'adviser',
      code: 'A-0212',
      status: 'blocked',
      joinedOn: longAgo,
    },
    {
      ci: '2100101',
      name: 'Rosa Peña Zambrana',
      sponsor: '2100001',
      kind: 'adviser',
      code: 'A-0305',
      joinedOn: longAgo,
    },
    { ci: '1000001', name: '', sponsor: '2000001', kind: 'client', joinedOn: addMonthsToDate(today, -14) },
    { ci: '1000002', name: '', sponsor: '2000001', kind: 'client', joinedOn: addMonthsToDate(today, -9) },
    { ci: '1000004', name: '', sponsor: '2000002', kind: 'client', joinedOn: addMonthsToDate(today, -1) },
  ];
  // Clients: 8 of 2000001's own, 10 of Diego's, 6 of Rosa's, 5 of Valeria's, 4 of Lucía's, 2 of Miguel's.
  const clientGroups: [string, string, number][] = [
    ['2000001', '11000', 8],
    ['2100001', '11001', 10],
    ['2100101', '11002', 6],
    ['2100002', '11003', 5],
    ['2000002', '11004', 4],
    ['2100003', '11005', 2],
  ];
  let n = 0;
  for (const [sponsor, prefix, count] of clientGroups) {
    for (let i = 1; i <= count; i++) {
      people.push({ ci: `${prefix}${two(i)}`, name: nameOf(n++), sponsor, kind: 'client', joinedOn: longAgo });
    }
  }
  // Forty more advisers below the root race against the demo advisers, each with two clients.
  for (let i = 1; i <= 40; i++) {
    const ci = `22000${two(i)}`;
    people.push({
      ci,
      name: nameOf(n++),
      sponsor: '2000090',
      kind: 'adviser',
      code: `A-1${String(i).padStart(3, '0')}`,
      joinedOn: longAgo,
    });
    for (let c = 1; c <= 2; c++) {
      people.push({ ci: `12${two(i)}0${c}`, name: nameOf(n++), sponsor: ci, kind: 'client', joinedOn: longAgo });
    }
  }

  const newcomers = people.filter((p) => !idOf.has(p.ci));
  const inserted = await tx
    .insert(users)
    .values(
      newcomers.map((p) => ({
        documentNumber: p.ci,
        fullName: p.name,
        passwordHash: NO_PASSWORD,
        isAdviser: p.kind === 'adviser',
        profileConfirmedAt: now,
      })),
    )
    .returning({ id: users.id, ci: users.documentNumber });
  for (const row of inserted) idOf.set(row.ci, row.id);
  const id = (ci: string) => idOf.get(ci)!;
  await tx
    .update(users)
    .set({ recoveryCalculatorVerified: true })
    .where(eq(users.id, id('2000001')));

  for (const p of people) {
    await joinNetwork(tx, {
      userId: id(p.ci),
      sponsorUserId: p.sponsor === null ? null : id(p.sponsor),
      kind: p.kind,
      ...(p.code ? { adviserCode: p.code } : {}),
      ...(p.status ? { adviserStatus: p.status } : {}),
      joinedOn: p.joinedOn,
    });
  }

  // The demo customers' products were sold on credit: 1000001's and 1000002's by 2000001, 1000004's by 2000002.
  const demoProducts = await tx
    .select({
      id: products.id,
      userId: products.userId,
      companyId: products.companyId,
      description: products.description,
      contractNumber: products.contractNumber,
      priceCents: products.priceCents,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(inArray(products.userId, [id('1000001'), id('1000002'), id('1000004')]));
  for (const product of demoProducts) {
    await recordSale(
      tx,
      {
        productId: product.id,
        adviserUserId: product.userId === id('1000004') ? id('2000002') : id('2000001'),
        customerUserId: product.userId,
        companyId: product.companyId,
        description: product.description,
        contractNumber: product.contractNumber,
        paymentKind: 'credit',
        priceCents: product.priceCents,
        soldOn: businessDateOf(product.createdAt),
      },
      currentMonth,
    );
  }

  const clientsOf = (adviser: string) =>
    people.filter((p) => p.sponsor === adviser && p.kind === 'client').map((p) => p.ci);
  const plans: SalesPlan[] = [
    { adviser: '2000001', perMonth: [3, 2, 3, 2, 3, 2], priceCents: 700_000n },
    { adviser: '2000002', perMonth: [1, 1, 1, 1, 1, 1], priceCents: 400_000n },
    { adviser: '2100001', perMonth: [2, 2, 1, 2, 2, 1], priceCents: 1_200_000n },
    // Valeria sold nothing last month: the month in progress needs two sales (the grace month).
    { adviser: '2100002', perMonth: [1, 2, 1, 1, 1, 1], priceCents: 900_000n },
    { adviser: '2100003', perMonth: [4, 3, 4, 3, 4, 3], priceCents: 1_100_000n },
    { adviser: '2100101', perMonth: [1, 1, 1, 1, 1, 0], priceCents: 800_000n },
  ];
  for (let i = 1; i <= 40; i++) {
    plans.push({ adviser: `22000${two(i)}`, perMonth: [1, 1, 1, 1, 1, 1], priceCents: BigInt(500_000 + i * 37_000) });
  }
  const lastEnded = monthsSoFar.length - 2;
  let contract = 1;
  for (const plan of plans) {
    const clients = plan.adviser.startsWith('22')
      ? [`12${plan.adviser.slice(5)}01`, `12${plan.adviser.slice(5)}02`]
      : clientsOf(plan.adviser);
    for (const [index, month] of monthsSoFar.entries()) {
      let count = plan.perMonth[index] ?? 1;
      if (plan.adviser === '2100002' && index === lastEnded) count = 0;
      if (plan.adviser === '2100002' && index === lastEnded + 1) count = Math.min(count, 1);
      for (let s = 0; s < count; s++) {
        const day = month === currentMonth ? Math.min(Number(today.slice(8, 10)), 3 + s * 5) : 3 + s * 7;
        const soldOn = `${month}-${two(day)}`;
        const cash = s % 3 === 2;
        const saleId = await recordSale(
          tx,
          {
            productId: null,
            adviserUserId: id(plan.adviser),
            customerUserId: id(clients[(contract + s) % clients.length] ?? clients[0]!),
            companyId: 2,
            description: `Lote ${contract}, Manzano ${(contract % 9) + 1} — Urbanización Las Palmeras`,
            contractNumber: `UO-D-${String(contract).padStart(5, '0')}`,
            paymentKind: cash ? 'cash' : 'credit',
            priceCents: plan.priceCents,
            soldOn,
          },
          currentMonth,
        );
        contract++;
        if (cash) continue;
        // The 10% initial on the day of the sale, then one instalment of capital each later month so far.
        const initial = plan.priceCents / 10n;
        await recordRaceEvent(tx, {
          adviserUserId: id(plan.adviser),
          event: { kind: 'capital_paid', saleId, on: soldOn, capitalCents: initial },
          countsAsSale: false,
          currentMonth,
        });
        for (const later of monthsSoFar.slice(index + 1)) {
          const on = later === currentMonth ? today : `${later}-${two(day)}`;
          const capitalCents = (plan.priceCents - initial) / 48n;
          await recordRaceEvent(tx, {
            adviserUserId: id(plan.adviser),
            event: { kind: 'capital_paid', saleId, on, capitalCents },
            countsAsSale: false,
            currentMonth,
          });
        }
      }
    }
  }

  await seedReversals(tx, id, today);
}

/** Two reversed sales: one in 2000001's network, one in 2000002's (their money goes to the catalogue's lots). */
async function seedReversals(tx: Executor, id: (ci: string) => number, today: string): Promise<void> {
  await tx.insert(sales).values([
    {
      adviserUserId: id('2000001'),
      customerUserId: id('1100005'),
      companyId: 2,
      description: 'Lote 4, Manzano 8 — Urbanización Las Palmeras',
      contractNumber: 'UO-2023-00480',
      paymentKind: 'credit',
      priceCents: 1_600_000n,
      soldOn: addMonthsToDate(today, -34),
      revertedOn: addMonthsToDate(today, -4),
      paidCapitalAtReversalCents: 480_000n,
    },
    {
      adviserUserId: id('2000002'),
      customerUserId: id('1100402'),
      companyId: 3,
      description: 'Vivienda modelo Ceibo — Condominio Los Tajibos',
      contractNumber: 'VB-2024-00117',
      paymentKind: 'credit',
      priceCents: 5_200_000n,
      soldOn: addMonthsToDate(today, -25),
      revertedOn: addMonthsToDate(today, -2),
      paidCapitalAtReversalCents: 650_000n,
    },
  ]);
}
