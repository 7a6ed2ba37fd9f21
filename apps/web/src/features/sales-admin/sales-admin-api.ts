import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { salesEndpoints as endpoints } from '@vo/domain/sales/sales.endpoints';
import { staffCall, staffDownload } from '../../back-office/shared/index.ts';
import { unwrap } from '../../lib/api-client.ts';
import { salesAdminKeys } from './sales-admin-keys.ts';

/* Every call of the console's Sales (docs/decisions/0050), its components use these only. */

/** GET admin/ventas/proyectos: the projects a filter and the lots' panel offer. */
export function useSalesProjects() {
  return useQuery({
    queryKey: salesAdminKeys.projects(),
    queryFn: async () => unwrap(await staffCall(endpoints.projects)),
  });
}

/** GET admin/ventas/resumen: a range of days by project and a page of advisers; a refused range stays quiet. */
export function useSalesSummary(range: { desde: string; hasta: string }, page: number) {
  return useQuery({
    queryKey: salesAdminKeys.summary(range, page),
    queryFn: async () =>
      unwrap(
        await staffCall(
          endpoints.summary,
          { desde: range.desde || undefined, hasta: range.hasta || undefined, pagina: String(page) } as never,
          { silent: true },
        ),
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export type PrereservationFilter = { estado: string; proyecto: string; buscar: string };

/** GET admin/ventas/prerreservas: a page of pre-reservations, the longest without a step first. */
export function usePrereservations(filter: PrereservationFilter, page: number) {
  const query = {
    pagina: String(page),
    buscar: filter.buscar || undefined,
    estado: filter.estado || undefined,
    proyecto: filter.proyecto || undefined,
  };
  return useQuery({
    queryKey: salesAdminKeys.prereservations(query),
    queryFn: async () => unwrap(await staffCall(endpoints.prereservations, query as never)),
    placeholderData: keepPreviousData,
  });
}

/** POST admin/ventas/prerreservas/liberar, then the whole section is read again (its counts moved too). */
export function useReleasePrereservation() {
  const queryClient = useQueryClient();
  return async (idPrereserva: number, motivo: string) => {
    const envelope = await staffCall(endpoints.release, { idPrereserva, motivo } as never, { silent: true });
    unwrap(envelope);
    await queryClient.invalidateQueries({ queryKey: salesAdminKeys.all });
    return envelope.message ?? '';
  };
}

/** GET admin/ventas/lotes: a project's lots by state, with its map; read once a project is chosen. */
export function useProjectLots(project: string) {
  return useQuery({
    queryKey: salesAdminKeys.lots(project),
    queryFn: async () => unwrap(await staffCall(endpoints.projectLots, { proyecto: project } as never)),
    enabled: project !== '',
  });
}

/** GET admin/ventas/posiciones: the race, its months, and the month's best sellers. */
export function useStandings() {
  return useQuery({
    queryKey: salesAdminKeys.standings(),
    queryFn: async () => unwrap(await staffCall(endpoints.standings)),
  });
}

/** How often the held lots are read again: a hold lasts minutes, staff see it within this. */
const HELD_LOTS_REFRESH_MS = 15_000;

/** GET admin/ventas/retenciones: the lots advisers hold right now while they show their plans (decision 0064). */
export function useHeldLots() {
  return useQuery({
    queryKey: salesAdminKeys.heldLots(),
    queryFn: async () => unwrap(await staffCall(endpoints.heldLots)),
    refetchInterval: HELD_LOTS_REFRESH_MS,
  });
}

/** The standings as CSV, saved under the name the person reads. */
export const exportStandings = () => staffDownload(endpoints.exportStandings);
