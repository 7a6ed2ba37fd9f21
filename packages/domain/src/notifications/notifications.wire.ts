import { z } from 'zod';
import { NOTIFICATION_TEXT_MAX_LENGTH, NOTIFICATION_TITLE_MAX_LENGTH } from './notification-config.ts';
import { notificationListQuerySchema, notificationReadQuerySchema } from './notifications.rules.ts';
import {
  type NotificationPage,
  type NotificationRow,
  type NotificationTypeCode,
  READ,
  UNREAD,
} from './notifications.types.ts';

/*
 * The notifications' wire (spec §7, docs/decisions/0020): requests translated to internal names once,
 * answers described in wire shape, and the mapping from what the service answers to that shape.
 */

/** GET /notificacion/obtener/notificaciones: the query's ci is only checked against the session's. */
export const notificationListRequest = notificationListQuerySchema.transform((query) => ({
  documentNumber: query.ci,
  type: query.tipo,
  page: query.pagina,
}));

export const notificationReadRequest = notificationReadQuerySchema.transform((query) => ({
  notificationId: query.idnotificacion,
}));

/** The operator's notify and promo: to a document number or "all". */
export const operatorNoticeRequest = z
  .object({
    para: z.string().trim().min(1).max(40),
    titulo: z.string().trim().min(1).max(NOTIFICATION_TITLE_MAX_LENGTH),
    texto: z.string().trim().min(1).max(NOTIFICATION_TEXT_MAX_LENGTH),
  })
  .transform((body) => ({ to: body.para, title: body.titulo, text: body.texto }));

/** Inside: one stored notification, as the service reads it. */
export interface Notification {
  id: number;
  type: number;
  title: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
  /** the portal page it is about, when it is about one */
  link: string | null;
}

export interface PageOfNotifications {
  total: number;
  notifications: Notification[];
}

const notificationRowAnswer = z.object({
  idnotificacion: z.number().int(),
  titulo: z.string(),
  fecha_Hora: z.string(),
  tipo: z.literal([1, 2]),
  descripcion: z.array(z.object({ detalle: z.string(), estadoNotificacion: z.enum([UNREAD, READ]) })),
  // Optional, and absent when there is none: the native apps' parsers never see a field they do not know.
  enlace: z.string().optional(),
}) satisfies z.ZodType<NotificationRow>;

export const notificationPageAnswer = z.object({
  count: z.number().int(),
  rows: z.array(notificationRowAnswer),
}) satisfies z.ZodType<NotificationPage>;

export function notificationPageWire(page: PageOfNotifications): NotificationPage {
  return {
    count: page.total,
    rows: page.notifications.map((row) => ({
      idnotificacion: row.id,
      titulo: row.title,
      fecha_Hora: row.createdAt.toISOString(),
      tipo: row.type as NotificationTypeCode,
      descripcion: [{ detalle: row.body, estadoNotificacion: row.readAt ? READ : UNREAD }],
      ...(row.link ? { enlace: row.link } : {}),
    })),
  };
}

export const unreadCountAnswer = z.object({ cantidad: z.number().int() });
export const unreadCountWire = (unread: number): z.output<typeof unreadCountAnswer> => ({ cantidad: unread });

export const notificationReadAnswer = z.object({ idnotificacion: z.number().int(), cantidad: z.number().int() });
export const notificationReadWire = (read: {
  notificationId: number;
  unread: number;
}): z.output<typeof notificationReadAnswer> => ({ idnotificacion: read.notificationId, cantidad: read.unread });

export const noticeSentAnswer = z.object({ personas: z.number().int() });
export const noticeSentWire = (people: number): z.output<typeof noticeSentAnswer> => ({ personas: people });
