import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { procedureAdminEndpoints as endpoints } from '@vo/domain/procedures/procedures-admin.endpoints';
import type { ProcedureQueueRowWire } from '@vo/domain/procedures/procedures-admin.wire';
import { staffCall } from '../../back-office/shared/index.ts';
import { unwrap } from '../../lib/api-client.ts';
import { proceduresAdminKeys } from './procedures-admin-keys.ts';

/* Every call of the console's Procedures (docs/decisions/0038), its components use these only. */

export type ProcedureStateWire = ProcedureQueueRowWire['estado'];

/** GET admin/tramites: a page of the queue, oldest first, in one state or all, searched by customer. */
export function useProcedureQueue(filter: { estado: ProcedureStateWire | ''; buscar: string; pagina: number }) {
  return useQuery({
    queryKey: proceduresAdminKeys.queue(filter),
    queryFn: async () =>
      unwrap(
        await staffCall(endpoints.queue, {
          ...(filter.estado ? { estado: filter.estado } : {}),
          buscar: filter.buscar,
          pagina: String(filter.pagina),
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST admin/tramites/mover: a new state and the note the customer reads; refusals come back as ApiFailure. */
export async function moveProcedure(idTramite: number, estado: ProcedureStateWire, nota: string) {
  return unwrap(await staffCall(endpoints.move, { idTramite, estado, nota }, { silent: true }));
}

/** After a move, the queue is read again (the row changed state, and may have left a filtered view). */
export function useRefreshProcedureQueue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: proceduresAdminKeys.all });
}
