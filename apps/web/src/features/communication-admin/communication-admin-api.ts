import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { communicationEndpoints as endpoints } from '@vo/domain/communication/communication.endpoints';
import { staffCall } from '../../back-office/shared/index.ts';
import { unwrap } from '../../lib/api-client.ts';
import { communicationAdminKeys } from './communication-admin-keys.ts';

/* Every call of the console's Communication (docs/decisions/0038), its components use these only. */

/** GET admin/comunicacion/mantenimientos: a page of windows, with when it was read (the countdowns tick from it). */
export function useMaintenanceWindows(page: number) {
  return useQuery({
    queryKey: communicationAdminKeys.windowsPage(page),
    queryFn: async () => ({
      ...unwrap(await staffCall(endpoints.windows, { pagina: String(page) })),
      readAt: Date.now(),
    }),
    // A window that starts or ends meanwhile changes state here too, without a click.
    refetchInterval: 30_000,
  });
}

/** POST admin/comunicacion/mantenimientos: `inicio` and `fin` as the La Paz wall clock the server reads. */
export async function scheduleWindow(inicio: string, fin: string) {
  return unwrap(await staffCall(endpoints.schedule, { inicio, fin }, { silent: true }));
}

/** POST admin/comunicacion/mantenimientos/cerrar: cancels an upcoming window or ends the active one. */
export async function closeWindow(id: number) {
  return unwrap(await staffCall(endpoints.closeWindow, { id }));
}

/** After a window is scheduled or closed, every page of the list is read again. */
export function useRefreshWindows() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: communicationAdminKeys.windows() });
}

/** GET admin/comunicacion/empresas: the companies a message may go to; read when that audience is chosen. */
export function useMessageCompanies(enabled: boolean) {
  return useQuery({
    queryKey: communicationAdminKeys.companies(),
    queryFn: async () => unwrap(await staffCall(endpoints.companies)),
    enabled,
    staleTime: 5 * 60_000,
  });
}

export type MessageBody = Parameters<typeof staffCall<typeof endpoints.send>>[1];

/** POST admin/comunicacion/mensajes: answers how many people it reached. */
export async function sendMessage(body: NonNullable<MessageBody>) {
  return unwrap(await staffCall(endpoints.send, body, { silent: true }));
}

/** GET admin/comunicacion/bandeja: a page of the outbox, newest first, searched by recipient. */
export function useOutbox(search: string, page: number) {
  return useQuery({
    queryKey: communicationAdminKeys.outbox(search, page),
    queryFn: async () => unwrap(await staffCall(endpoints.outbox, { pagina: String(page), buscar: search })),
    placeholderData: keepPreviousData,
  });
}
