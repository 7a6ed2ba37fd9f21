import type { ProcedureKind, ProcedureState } from '@vo/domain/procedures/procedure.rules';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { procedureEvents, procedures, products } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

interface DemoProcedure {
  kind: ProcedureKind;
  /** which of 1000001's products: 0 the lot, 1 the membership */
  product: number;
  detail: string;
  /** each state it went through, days before the seed, with the back office's note */
  history: { state: ProcedureState; daysAgo: number; note?: string }[];
}

/**
 * 1000001 finds two procedures on /tramites (docs/decisions/0014): a payment certificate for the lot, resolved,
 * and a plan change for the membership the back office observed and waits on, which she may still withdraw.
 */
const DEMO_PROCEDURES: DemoProcedure[] = [
  {
    kind: 'plan_change',
    product: 1,
    detail: 'Quisiera pasar la membresía a 24 cuotas en lugar de 36, manteniendo la fecha de pago.',
    history: [
      { state: 'submitted', daysAgo: 10 },
      { state: 'in_review', daysAgo: 8 },
      {
        state: 'observed',
        daysAgo: 6,
        note: 'Traiga una copia de su carnet de identidad a la oficina de Santa Cruz para continuar.',
      },
    ],
  },
  {
    kind: 'document_request',
    product: 0,
    detail: 'Necesito un certificado de pagos al día del lote para presentarlo en el banco.',
    history: [
      { state: 'submitted', daysAgo: 30 },
      { state: 'in_review', daysAgo: 29 },
      { state: 'resolved', daysAgo: 27, note: 'Su certificado está listo: recójalo en la oficina de Santa Cruz.' },
    ],
  },
];

export async function seedDemoProcedures(tx: Executor, idOf: Map<string, number>, now: Date): Promise<void> {
  const customer = idOf.get('1000001')!;
  const owned = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.userId, customer))
    .orderBy(asc(products.id));
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  for (const demo of DEMO_PROCEDURES) {
    const first = demo.history[0]!;
    const last = demo.history.at(-1)!;
    const [row] = await tx
      .insert(procedures)
      .values({
        userId: customer,
        productId: owned[demo.product]!.id,
        kind: demo.kind,
        state: last.state,
        detail: demo.detail,
        createdAt: at(first.daysAgo),
        updatedAt: at(last.daysAgo),
      })
      .returning({ id: procedures.id });
    await tx.insert(procedureEvents).values(
      demo.history.map((step) => ({
        procedureId: row!.id,
        state: step.state,
        note: step.note ?? '',
        createdAt: at(step.daysAgo),
      })),
    );
  }
}
