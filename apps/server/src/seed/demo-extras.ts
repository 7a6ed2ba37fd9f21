import { productLink } from '@vo/domain/notifications/notification-links';
import type { Executor } from '../db/client.ts';
import { invoiceData, notifications } from '../db/schema/index.ts';
import { seedDemoProducts } from './demo-products.ts';

const HOUR_MS = 3_600_000;

/** Notification texts of the demo, in the portal's working language. */
const UNREAD = [
  ['Cuota pagada', 'Registramos el pago de su cuota 14 del lote 7, manzano 12. ¡Gracias!'],
  ['Nuevo beneficio', 'Su membresía incluye ahora 2 noches en cabaña con 20% de descuento.'],
  ['Recordatorio', 'Su próxima cuota vence el 5 de diciembre.'],
] as const;
/** The lot the paid instalment belongs to: its notification opens the lot's page. */
const PAID_LOT_CONTRACT = 'UO-2024-00712';

/**
 * The demo's notifications, products and invoice data (ARCHITECTURE §9): the customer 1000001 has
 * unread notifications, read ones on a second page and promotions; 1000004 has one welcome message.
 */
export async function seedDemoExtras(tx: Executor, idOf: Map<string, number>, now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const id = (ci: string) => idOf.get(ci)!;

  // Their products decide which companies they deal with (spec §9: 2, 3 and 12 invoice).
  const productIdOf = await seedDemoProducts(tx, idOf, now);

  // Both customers already gave invoice data, so the form opens by itself only for 1000004.
  await tx.insert(invoiceData).values([
    {
      userId: id('1000001'),
      documentType: 1,
      documentNumber: '1000001',
      complement: '',
      businessName: 'MARIA FERNANDA ROJAS VACA',
      email: 'maria.rojas@example.com',
      phone: '+591-71234567',
      updatedAt: at(24 * 30),
    },
    {
      userId: id('1000002'),
      documentType: 20,
      documentNumber: '1020304050',
      complement: '',
      businessName: 'COMERCIAL MAMANI S.R.L.',
      email: 'juan.mamani@example.com',
      phone: '+591-72345678',
      updatedAt: at(24 * 60),
    },
  ]);

  const rows: (typeof notifications.$inferInsert)[] = [];
  UNREAD.forEach(([title, body], index) => {
    // The paid instalment opens its lot; the other two are about nothing in particular.
    const link = index === 0 ? productLink(productIdOf.get(PAID_LOT_CONTRACT)!) : null;
    rows.push({ userId: id('1000001'), type: 1, title, body, createdAt: at(index + 1), link });
  });
  for (let n = 1; n <= 12; n++) {
    rows.push({
      userId: id('1000001'),
      type: 1,
      title: `Aviso ${n}`,
      body: `Aviso informativo número ${n} sobre su cuenta.`,
      createdAt: at(24 * n),
      readAt: at(24 * n - 1),
    });
  }
  for (const ci of ['1000001', '1000002', '2000001']) {
    rows.push({
      userId: id(ci),
      type: 2,
      title: 'Promoción dos por uno',
      body: 'Este mes, dos membresías por el precio de una.',
      createdAt: at(48),
    });
  }
  rows.push({
    userId: id('1000004'),
    type: 1,
    title: 'Bienvenida',
    body: 'Bienvenida a su Oficina Virtual.',
    createdAt: at(2),
  });
  rows.push({
    userId: id('2000001'),
    type: 1,
    title: 'Nueva venta',
    body: 'Su cliente pagó la cuota inicial del lote 3, manzano 5.',
    createdAt: at(3),
  });
  await tx.insert(notifications).values(rows);
}
