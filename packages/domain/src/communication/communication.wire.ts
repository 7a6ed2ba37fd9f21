import { z } from 'zod';
import { pageAnswerOf, pageNumberSchema, searchTextSchema } from '../back-office/back-office.wire.ts';
import { NOTIFICATION_TEXT_MAX_LENGTH, NOTIFICATION_TITLE_MAX_LENGTH } from '../config.ts';

/*
 * The back office's communication section (issue 21; docs/decisions/0038): maintenance windows scheduled
 * ahead, notices and promotions to an audience, and the outbox with its delivery state. Maintenance dates
 * travel as La Paz wall clock, DD/MM/YYYY HH:mm:ss, like the portal's check answers them.
 */

const wallClock = z.string({ error: 'adminCommunication.dateInvalid' }).trim().max(40, {
  error: 'adminCommunication.dateInvalid',
});

/** POST admin/comunicacion/mantenimientos: from `inicio` (now or later) until `fin` (after it). */
export const maintenanceScheduleRequest = z
  .object({ inicio: wallClock, fin: wallClock })
  .transform((body) => ({ start: body.inicio, end: body.fin }));

/** POST admin/comunicacion/mantenimientos/cerrar: cancels an upcoming window or ends the active one. */
export const maintenanceCloseRequest = z
  .object({
    id: z
      .number({ error: 'adminCommunication.windowUnknown' })
      .int({ error: 'adminCommunication.windowUnknown' })
      .positive({ error: 'adminCommunication.windowUnknown' }),
  })
  .transform((body) => ({ windowId: body.id }));

export const maintenanceListRequest = z.object({ pagina: pageNumberSchema }).transform((q) => ({ page: q.pagina }));

export const MAINTENANCE_STATES = ['proximo', 'activo', 'pasado'] as const;
export type MaintenanceWindowState = (typeof MAINTENANCE_STATES)[number];

/** One window; `segundos` counts to its start while upcoming, to its end while active, 0 once past. */
export const maintenanceWindowRow = z.object({
  id: z.number().int(),
  inicio: z.string(),
  fin: z.string(),
  estado: z.enum(MAINTENANCE_STATES),
  segundos: z.number().int(),
});
export type MaintenanceWindowRow = z.output<typeof maintenanceWindowRow>;
export const maintenanceWindowPage = pageAnswerOf(maintenanceWindowRow);

/** Who a notice or promotion reaches. */
export const MESSAGE_AUDIENCES = ['persona', 'rol', 'empresa', 'todos'] as const;
export const MESSAGE_ROLES = ['clientes', 'asesores', 'cajeros'] as const;
export const MESSAGE_KINDS = ['aviso', 'promocion'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/**
 * POST admin/comunicacion/mensajes. `ci` is read for a person, `rol` for a role, `empresa` for a company's
 * customers; the service refuses the one its audience needs when it is missing, next to that field.
 */
export const messageRequest = z
  .object({
    tipo: z.enum(MESSAGE_KINDS, { error: 'adminCommunication.kindInvalid' }),
    destino: z.enum(MESSAGE_AUDIENCES, { error: 'adminCommunication.audienceInvalid' }),
    ci: z.string({ error: 'adminCommunication.personRequired' }).trim().max(20).optional(),
    rol: z.enum(MESSAGE_ROLES, { error: 'adminCommunication.roleRequired' }).optional(),
    empresa: z
      .number({ error: 'adminCommunication.companyRequired' })
      .int({ error: 'adminCommunication.companyRequired' })
      .positive({ error: 'adminCommunication.companyRequired' })
      .optional(),
    titulo: z
      .string({ error: 'adminCommunication.titleLength' })
      .trim()
      .min(1, { error: 'adminCommunication.titleLength' })
      .max(NOTIFICATION_TITLE_MAX_LENGTH, { error: 'adminCommunication.titleLength' }),
    texto: z
      .string({ error: 'adminCommunication.textLength' })
      .trim()
      .min(1, { error: 'adminCommunication.textLength' })
      .max(NOTIFICATION_TEXT_MAX_LENGTH, { error: 'adminCommunication.textLength' }),
  })
  .transform((body) => ({
    kind: body.tipo === 'aviso' ? ('notification' as const) : ('promocion' as const),
    audience: body.destino,
    documentNumber: body.ci ?? '',
    role: body.rol ?? null,
    companyId: body.empresa ?? null,
    title: body.titulo,
    text: body.texto,
  }));
export type MessageInput = z.output<typeof messageRequest>;

export const messageSentAnswer = z.object({ alcanzados: z.number().int() });

/** The companies a message may be addressed to (their customers). */
export const companyListAnswer = z.array(z.object({ id: z.number().int(), nombre: z.string() }));

/** GET admin/comunicacion/bandeja: the outbox, newest first, searched by recipient. */
export const outboxPageRequest = z
  .object({ pagina: pageNumberSchema, buscar: searchTextSchema })
  .transform((q) => ({ page: q.pagina, search: q.buscar }));

export const outboxRow = z.object({
  id: z.number().int(),
  canal: z.string(),
  destinatario: z.string(),
  asunto: z.string(),
  creado: z.string(),
  enviado: z.string().nullable(),
});
export type OutboxRow = z.output<typeof outboxRow>;
export const outboxPage = pageAnswerOf(outboxRow);
