import { z } from 'zod';

/** Spec §3: tipo 1 are notifications (the first page asked for), tipo 2 promotions. */
export const NotificationType = { notification: 1, promotion: 2 } as const;
export type NotificationTypeCode = (typeof NotificationType)[keyof typeof NotificationType];

/** Spec §3: estadoNotificacion of an unread notification is "NO LEIDO". */
export const UNREAD = 'NO LEIDO';
export const READ = 'LEIDO';

/** One notification as the list answers it (spec §3 "Notification"). */
export interface NotificationRow {
  idnotificacion: number;
  titulo: string;
  /** ISO instant; the page shows it in La Paz time. */
  fecha_Hora: string;
  tipo: NotificationTypeCode;
  descripcion: { detalle: string; estadoNotificacion: typeof UNREAD | typeof READ }[];
}

export interface NotificationPage {
  rows: NotificationRow[];
  count: number;
}

const documentQuery = z.string().max(40).optional();

/**
 * GET /notificacion/obtener/notificaciones (spec §7): ci, tipo, token and pagina travel in the query.
 * The token and ci of the query are not trusted: the session header says whose notifications these are.
 */
export const notificationListQuerySchema = z.object({
  ci: documentQuery,
  token: z.string().max(4096).optional(),
  tipo: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** update /notificacion/update/leido?idnotificacion= (spec §7). */
export const notificationReadQuerySchema = z.object({
  idnotificacion: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const isUnread = (row: NotificationRow): boolean => row.descripcion[0]?.estadoNotificacion === UNREAD;
