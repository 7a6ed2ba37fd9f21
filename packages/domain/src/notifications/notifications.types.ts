/*
 * The notification vocabulary of spec §3, without validation: the web's start-up bundle uses it and
 * must not carry zod. The request schemas live in notifications.rules.ts.
 */

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
  /** the portal page the notification is about (a relative path); absent when it is about none */
  enlace?: string;
}

export interface NotificationPage {
  rows: NotificationRow[];
  count: number;
}

export const isUnread = (row: NotificationRow): boolean => row.descripcion[0]?.estadoNotificacion === UNREAD;
