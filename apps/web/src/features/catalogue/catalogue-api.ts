import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueEndpoints as endpoints } from '@vo/domain/catalogue/catalogue.endpoints';
import type { EndpointInput } from '@vo/domain/endpoint';
import type {
  LotPlanRequest,
  LotPlanSimulation,
  PrereservationRequest,
} from '@vo/domain/prereservations/prereservation.schemas';
import { prereservationEndpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { call, unwrap } from '../../lib/api.ts';
import { callOnce } from '../../lib/send-once.ts';
import { mapKeys, readProjectGeometry, readTakenLots } from './map-reads.ts';

/** The filters of /proyectos as the URL carries them (spec §2); empty means "any". */
export type ProjectFilters = Partial<
  Record<'pagina' | 'zona' | 'tipoComplejo' | 'cuotaInicialMax' | 'cuotaMensualMax' | 'conLotesLibres', string>
>;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  projects: (filters: ProjectFilters) => ['catalogue', 'projects', filters] as const,
  project: (id: number) => ['catalogue', 'project', id] as const,
  takenLots: mapKeys.takenLots,
  geometry: mapKeys.geometry,
  lot: (id: number) => ['catalogue', 'lot', id] as const,
  sold: ['sold-products'] as const,
};

const present = (filters: ProjectFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string
  >;
/** The filters as the URL carries them: the server judges them, and a refusal is shown beside its field. */
const asProjectQuery = (filters: ProjectFilters) => present(filters) as EndpointInput<typeof endpoints.projects>;

/** GET /proyectos: a page of 10; the previous page stays on screen while the next loads. */
export function useProjects(filters: ProjectFilters) {
  return useQuery({
    queryKey: catalogueKeys.projects(present(filters)),
    queryFn: async () => unwrap(await call(endpoints.projects, asProjectQuery(filters), { silent: true })),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useProjectDetail(id: number) {
  return useQuery({
    queryKey: catalogueKeys.project(id),
    queryFn: async () => unwrap(await call(endpoints.project, { idProyecto: id })),
  });
}

/**
 * GET /proyectos/mapa/dibujo: the drawing, fetched once for the session. The browser keeps its bytes and
 * revalidates them by ETag (a 304 on a later visit or reload); it is the same for everyone, so nothing
 * personal outlives a logout.
 */
export function useProjectGeometry(id: number) {
  return useQuery({
    queryKey: catalogueKeys.geometry(id),
    queryFn: () => readProjectGeometry(id),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * GET /proyectos/mapa/ocupados: the taken lots and the caller's own among them, read again on each visit of the
 * map (and after a pre-reservation). A server that predates `propios` sends none: read as "none of them yours".
 */
export function useTakenLots(id: number) {
  return useQuery({
    queryKey: catalogueKeys.takenLots(id),
    queryFn: () => readTakenLots(id),
    staleTime: 30_000,
  });
}

export function useLotDetail(id: number) {
  return useQuery({
    queryKey: catalogueKeys.lot(id),
    queryFn: async () => unwrap(await call(endpoints.lot, { idLote: id })),
    enabled: id > 0,
  });
}

/** POST /lotes/simular, silent: a refusal is shown next to its field. */
export async function simulateLot(body: LotPlanRequest): Promise<LotPlanSimulation> {
  return unwrap(await call(prereservationEndpoints.lotPlan, body, { silent: true }));
}

export function useSoldProducts() {
  return useQuery({
    queryKey: catalogueKeys.sold,
    queryFn: async () => unwrap(await call(prereservationEndpoints.soldProducts)),
  });
}

/** POST /prereservas, sent once per idempotency key. */
export const prereserve = (body: PrereservationRequest, key: string) =>
  callOnce(prereservationEndpoints.prereserve, body, key);

/** A step on a pre-reservation (spec §4): reserve, release or purchase. */
export type PrereservationStepEndpoint =
  | typeof prereservationEndpoints.reserve
  | typeof prereservationEndpoints.release
  | typeof prereservationEndpoints.purchase;

export const takeStep = (endpoint: PrereservationStepEndpoint, idPrereserva: number, key: string) =>
  callOnce(endpoint, { idPrereserva }, key);

/** After a pre-reservation changes hands, the lists, maps and the adviser's sales are read again. */
export function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.sold }),
    ]);
}
