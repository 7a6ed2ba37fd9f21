import { z } from 'zod';
import {
  type Page,
  pageAnswerOf,
  pageNumberSchema,
  pageWire,
  searchTextSchema,
} from '../back-office/back-office.wire.ts';
import { NOTIFICATION_TEXT_MAX_LENGTH, NOTIFICATION_TITLE_MAX_LENGTH } from '../notifications/notification-config.ts';
import { formatBusinessDateTime } from '../time.ts';

/*
 * The back office's communication section (docs/decisions/0038): maintenance windows scheduled
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
export type MaintenanceWindowStateWire = (typeof MAINTENANCE_STATES)[number];

/** Inside: where a window stands against the clock. */
export type MaintenanceWindowState = 'upcoming' | 'active' | 'past';
const WINDOW_STATE_WORD = {
  upcoming: 'proximo',
  active: 'activo',
  past: 'pasado',
} as const satisfies Record<MaintenanceWindowState, MaintenanceWindowStateWire>;

/** Inside: one maintenance window as the console shows it. */
export interface MaintenanceWindowView {
  id: number;
  startsAt: Date;
  endsAt: Date;
  state: MaintenanceWindowState;
  /** the countdown the portal's people see: to the start while upcoming, to the end while active, 0 once past */
  seconds: number;
}

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

/** Dates as the portal's maintenance check writes them: La Paz wall clock. */
export const maintenanceWindowWire = (window: MaintenanceWindowView): MaintenanceWindowRow => ({
  id: window.id,
  inicio: formatBusinessDateTime(window.startsAt),
  fin: formatBusinessDateTime(window.endsAt),
  estado: WINDOW_STATE_WORD[window.state],
  segundos: window.seconds,
});
export const maintenanceWindowPageWire = (page: Page<MaintenanceWindowView>) => pageWire(page, maintenanceWindowWire);

/** Who a notice or promotion reaches. */
export const MESSAGE_AUDIENCES = ['persona', 'rol', 'empresa', 'todos'] as const;
export const MESSAGE_ROLES = ['clientes', 'asesores', 'cajeros'] as const;
export const MESSAGE_KINDS = ['aviso', 'promocion'] as const;
export type MessageAudience = (typeof MESSAGE_AUDIENCES)[number];
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/** Inside: who a message reaches, and which role's people. */
export type MessageAudienceKind = 'person' | 'role' | 'company' | 'everyone';
export type PortalRole = 'customers' | 'advisers' | 'cashiers';
const AUDIENCE_OF = {
  persona: 'person',
  rol: 'role',
  empresa: 'company',
  todos: 'everyone',
} as const satisfies Record<MessageAudience, MessageAudienceKind>;
const ROLE_OF = { clientes: 'customers', asesores: 'advisers', cajeros: 'cashiers' } as const satisfies Record<
  MessageRole,
  PortalRole
>;
const ROLE_WORD = { customers: 'clientes', advisers: 'asesores', cashiers: 'cajeros' } as const satisfies Record<
  PortalRole,
  MessageRole
>;

/**
 * How the audit trail names a message's audience: in the words it has always been written with ("todos",
 * "persona 1234567", "rol asesores", "empresa 30"), so old and new rows read alike.
 */
export const audienceLabel = (
  audience:
    | { kind: 'everyone' }
    | { kind: 'person'; documentNumber: string }
    | { kind: 'role'; role: PortalRole }
    | { kind: 'company'; companyId: number },
): string => {
  switch (audience.kind) {
    case 'everyone':
      return 'todos';
    case 'person':
      return `persona ${audience.documentNumber}`;
    case 'role':
      return `rol ${ROLE_WORD[audience.role]}`;
    case 'company':
      return `empresa ${audience.companyId}`;
  }
};

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
    audience: AUDIENCE_OF[body.destino],
    documentNumber: body.ci ?? '',
    role: body.rol ? ROLE_OF[body.rol] : null,
    companyId: body.empresa ?? null,
    title: body.titulo,
    text: body.texto,
  }));
export type MessageInput = z.output<typeof messageRequest>;

export const messageSentAnswer = z.object({ alcanzados: z.number().int() });
/** `reached`: how many people the message was stored for. */
export const messageSentWire = (reached: number): z.output<typeof messageSentAnswer> => ({ alcanzados: reached });

/** The companies a message may be addressed to (their customers). */
export const companyListAnswer = z.array(z.object({ id: z.number().int(), nombre: z.string() }));
export const companyListWire = (
  companies: readonly { id: number; name: string }[],
): z.output<typeof companyListAnswer> => companies.map((company) => ({ id: company.id, nombre: company.name }));

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

/** Inside: one e-mail or SMS of the outbox, as the console lists it. */
export interface OutboxEntry {
  id: number;
  channel: string;
  recipient: string;
  subject: string;
  createdAt: Date;
  sentAt: Date | null;
}

export const outboxRowWire = (entry: OutboxEntry): OutboxRow => ({
  id: entry.id,
  canal: entry.channel,
  destinatario: entry.recipient,
  asunto: entry.subject,
  creado: formatBusinessDateTime(entry.createdAt),
  enviado: entry.sentAt ? formatBusinessDateTime(entry.sentAt) : null,
});
export const outboxPageWire = (page: Page<OutboxEntry>) => pageWire(page, outboxRowWire);
