import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StartProcedureRequest } from '@vo/domain/procedures/procedure.schemas';
import { procedureEndpoints as endpoints } from '@vo/domain/procedures/procedures.endpoints';
import { call, unwrap } from '../../lib/api.ts';
import { callOnce } from '../../lib/send-once.ts';
import { procedureKeys } from './procedure-keys.ts';

/** GET /tramites: the person's procedures, the latest first. */
export function useProcedures() {
  return useQuery({
    queryKey: procedureKeys.all,
    queryFn: async () => unwrap(await call(endpoints.list)),
  });
}

/** GET /tramites/detalle: one procedure and its history, read while its history is open. */
export function useProcedureDetail(idTramite: number) {
  return useQuery({
    queryKey: procedureKeys.detail(idTramite),
    queryFn: async () => unwrap(await call(endpoints.detail, { idTramite })),
  });
}

export const startProcedure = (body: StartProcedureRequest, key: string) => callOnce(endpoints.start, body, key);
export const withdrawProcedure = (idTramite: number, key: string) => callOnce(endpoints.withdraw, { idTramite }, key);

/** After starting or withdrawing one, the list and any open history are read again. */
export function useRefreshProcedures() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: procedureKeys.all });
}
