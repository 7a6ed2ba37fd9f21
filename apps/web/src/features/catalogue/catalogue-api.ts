import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LotDetail, ProjectDetail, ProjectList, ProjectMap } from '@vo/domain/catalogue/catalogue.types';
import type {
  LotPlanRequest,
  LotPlanSimulation,
  PrereservationRequest,
  SoldProducts,
} from '@vo/domain/prereservations/prereservation.schemas';
import { api, unwrap } from '../../lib/api.ts';
import { type Answered, sendOnce } from '../../lib/send-once.ts';

/** The filters of /proyectos as the URL carries them (spec §2); empty means "any". */
export type ProjectFilters = Partial<
  Record<'pagina' | 'zona' | 'tipoComplejo' | 'cuotaInicialMax' | 'cuotaMensualMax' | 'conLotesLibres', string>
>;

export const catalogueKeys = {
  all: ['catalogue'] as const,
  projects: (filters: ProjectFilters) => ['catalogue', 'projects', filters] as const,
  project: (id: number) => ['catalogue', 'project', id] as const,
  map: (id: number) => ['catalogue', 'map', id] as const,
  lot: (id: number) => ['catalogue', 'lot', id] as const,
  sold: ['sold-products'] as const,
};

const present = (filters: ProjectFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as Record<
    string,
    string
  >;

/** GET /proyectos: a page of 10; the previous page stays on screen while the next loads. */
export function useProjects(filters: ProjectFilters) {
  return useQuery({
    queryKey: catalogueKeys.projects(present(filters)),
    queryFn: async () => unwrap(await api<ProjectList>('proyectos', { query: present(filters), silent: true })),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useProjectDetail(id: number) {
  return useQuery({
    queryKey: catalogueKeys.project(id),
    queryFn: async () => unwrap(await api<ProjectDetail>('proyectos/detalle', { query: { idProyecto: String(id) } })),
  });
}

/** GET /proyectos/mapa: the drawing, fetched once per visit of the project (lot states refresh on return). */
export function useProjectMap(id: number) {
  return useQuery({
    queryKey: catalogueKeys.map(id),
    queryFn: async () => unwrap(await api<ProjectMap>('proyectos/mapa', { query: { idProyecto: String(id) } })),
    staleTime: 30_000,
  });
}

export function useLotDetail(id: number) {
  return useQuery({
    queryKey: catalogueKeys.lot(id),
    queryFn: async () => unwrap(await api<LotDetail>('lotes/detalle', { query: { idLote: String(id) } })),
    enabled: id > 0,
  });
}

/** POST /lotes/simular, silent: a refusal is shown next to its field. */
export async function simulateLot(body: LotPlanRequest): Promise<LotPlanSimulation> {
  return unwrap(await api<LotPlanSimulation>('lotes/simular', { method: 'POST', body, silent: true }));
}

export function useSoldProducts() {
  return useQuery({
    queryKey: catalogueKeys.sold,
    queryFn: async () => unwrap(await api<SoldProducts>('ventas/productos')),
  });
}

export interface StepAnswer {
  idPrereserva: number;
  estado: string;
}

export const prereserve = (body: PrereservationRequest, key: string) => sendOnce<StepAnswer>('prereservas', body, key);

export type PrereservationStepPath = 'prereservas/liberar' | 'prereservas/reservar' | 'prereservas/comprar';

export const takeStep = (
  path: PrereservationStepPath,
  idPrereserva: number,
  key: string,
): Promise<Answered<StepAnswer>> => sendOnce<StepAnswer>(path, { idPrereserva }, key);

/** After a pre-reservation changes hands, the lists, maps and the adviser's sales are read again. */
export function useRefreshCatalogue() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
      queryClient.invalidateQueries({ queryKey: catalogueKeys.sold }),
    ]);
}
