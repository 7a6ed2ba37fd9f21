import { z } from 'zod';
import { centsToDecimalString as dec } from '../money.ts';
import { PROCEDURE_KIND_WIRE, PROCEDURE_STATE_WIRE } from '../procedures/procedure.schemas.ts';
import { type PersonSummary, personRowAnswer, personRowWire } from './people.wire.ts';

/*
 * Everything the back office reads about one person (GET admin/personas/detalle; docs/decisions/0038).
 * A payment's method and state travel as stored ('card', 'confirmed'): the console words them.
 */

/** Inside: where a product stands today (the service reads its schedule). */
export type ProductStanding = 'upToDate' | 'overdue' | 'paid';
const STANDING_WORD = { upToDate: 'al_dia', overdue: 'en_mora', paid: 'pagado' } as const satisfies Record<
  ProductStanding,
  string
>;

/** Inside: one person's file, as the service gathered it. */
export interface PersonFile {
  person: PersonSummary & { lastLoginAt: Date | null; createdAt: Date };
  products: {
    id: number;
    description: string;
    contractNumber: string;
    standing: ProductStanding;
    debtCents: bigint;
    currency: string;
  }[];
  payments: {
    id: number;
    productId: number;
    method: string;
    state: string;
    amountCents: bigint;
    currency: string;
    receiptNumber: string | null;
    createdAt: Date;
  }[];
  sessions: { device: string; agent: string; createdAt: Date; lastSeenAt: Date }[];
  deviceKeys: { device: string; authType: number; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null }[];
  pushTokens: { imei: string; updatedAt: Date }[];
  /** kind and state as stored; one the wire has no word for travels as stored */
  procedures: { id: number; kind: string; state: string; createdAt: Date; updatedAt: Date }[];
  trail: { action: string; detail: Record<string, unknown>; staffName: string | null; ip: string; createdAt: Date }[];
}

const productAnswer = z.object({
  idProducto: z.number().int(),
  nombre: z.string(),
  contrato: z.string(),
  /** al_dia, en_mora or pagado */
  estado: z.enum(['al_dia', 'en_mora', 'pagado']),
  deuda: z.string(),
  moneda: z.string(),
});
const paymentAnswer = z.object({
  idPago: z.number().int(),
  idProducto: z.number().int(),
  metodo: z.string(),
  estado: z.string(),
  monto: z.string(),
  moneda: z.string(),
  recibo: z.string().nullable(),
  fecha: z.string(),
});
const sessionAnswer = z.object({
  dispositivo: z.string(),
  agente: z.string(),
  creada: z.string(),
  ultimaActividad: z.string(),
});
const deviceKeyAnswer = z.object({
  dispositivo: z.string(),
  tipoAutenticacion: z.number().int(),
  creada: z.string(),
  ultimoUso: z.string().nullable(),
  revocada: z.string().nullable(),
});
const pushTokenAnswer = z.object({ imei: z.string(), actualizado: z.string() });
const procedureAnswer = z.object({
  idTramite: z.number().int(),
  tipo: z.string(),
  estado: z.string(),
  creado: z.string(),
  actualizado: z.string(),
});
const trailAnswer = z.object({
  accion: z.string(),
  detalle: z.record(z.string(), z.unknown()),
  /** the staff member who acted, when one did */
  personal: z.string().nullable(),
  ip: z.string(),
  fecha: z.string(),
});

export const personDetailAnswer = z.object({
  perfil: personRowAnswer.extend({
    bloqueadoHasta: z.string().nullable(),
    ultimoIngreso: z.string().nullable(),
    creado: z.string(),
  }),
  productos: z.array(productAnswer),
  pagos: z.array(paymentAnswer),
  sesiones: z.array(sessionAnswer),
  llaves: z.array(deviceKeyAnswer),
  tokensPush: z.array(pushTokenAnswer),
  tramites: z.array(procedureAnswer),
  auditoria: z.array(trailAnswer),
});
export type PersonDetailWire = z.output<typeof personDetailAnswer>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const wordOf = (words: Record<string, string>, code: string) => (Object.hasOwn(words, code) ? words[code]! : code);

export const personDetailWire = (file: PersonFile): PersonDetailWire => ({
  perfil: {
    ...personRowWire(file.person),
    bloqueadoHasta: iso(file.person.lockedUntil),
    ultimoIngreso: iso(file.person.lastLoginAt),
    creado: file.person.createdAt.toISOString(),
  },
  productos: file.products.map((product) => ({
    idProducto: product.id,
    nombre: product.description,
    contrato: product.contractNumber,
    estado: STANDING_WORD[product.standing],
    deuda: dec(product.debtCents),
    moneda: product.currency,
  })),
  pagos: file.payments.map((payment) => ({
    idPago: payment.id,
    idProducto: payment.productId,
    metodo: payment.method,
    estado: payment.state,
    monto: dec(payment.amountCents),
    moneda: payment.currency,
    recibo: payment.receiptNumber,
    fecha: payment.createdAt.toISOString(),
  })),
  sesiones: file.sessions.map((session) => ({
    dispositivo: session.device,
    agente: session.agent,
    creada: session.createdAt.toISOString(),
    ultimaActividad: session.lastSeenAt.toISOString(),
  })),
  llaves: file.deviceKeys.map((key) => ({
    dispositivo: key.device,
    tipoAutenticacion: key.authType,
    creada: key.createdAt.toISOString(),
    ultimoUso: iso(key.lastUsedAt),
    revocada: iso(key.revokedAt),
  })),
  tokensPush: file.pushTokens.map((token) => ({ imei: token.imei, actualizado: token.updatedAt.toISOString() })),
  tramites: file.procedures.map((procedure) => ({
    idTramite: procedure.id,
    tipo: wordOf(PROCEDURE_KIND_WIRE, procedure.kind),
    estado: wordOf(PROCEDURE_STATE_WIRE, procedure.state),
    creado: procedure.createdAt.toISOString(),
    actualizado: procedure.updatedAt.toISOString(),
  })),
  auditoria: file.trail.map((entry) => ({
    accion: entry.action,
    detalle: entry.detail,
    personal: entry.staffName,
    ip: entry.ip,
    fecha: entry.createdAt.toISOString(),
  })),
});
