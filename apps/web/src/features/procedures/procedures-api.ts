import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ProcedureDetailWire,
  ProcedureWire,
  StartProcedureRequest,
} from '@vo/domain/procedures/procedure.schemas';
import { api, unwrap } from '../../lib/api.ts';
import { procedureKeys } from '../../lib/procedure-keys.ts';
import { sendOnce } from '../../lib/send-once.ts';

/** GET /tramites: the person's procedures, the latest first. */
export function useProcedures() {
  return useQuery({
    queryKey: procedureKeys.all,
    queryFn: async () => unwrap(await api<ProcedureWire[]>('tramites')),
  });
}

/** GET /tramites/detalle: one procedure and its history, read while its history is open. */
export function useProcedureDetail(idTramite: number) {
  return useQuery({
    queryKey: procedureKeys.detail(idTramite),
    queryFn: async () =>
      unwrap(await api<ProcedureDetailWire>('tramites/detalle', { query: { idTramite: String(idTramite) } })),
  });
}

export const startProcedure = (body: StartProcedureRequest, key: string) =>
  sendOnce<{ idTramite: number; estado: string }>('tramites', body, key);
export const withdrawProcedure = (idTramite: number, key: string) =>
  sendOnce<{ idTramite: number; estado: string }>('tramites/desistir', { idTramite }, key);

/** After starting or withdrawing one, the list and any open history are read again. */
export function useRefreshProcedures() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: procedureKeys.all });
}
