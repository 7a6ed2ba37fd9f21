import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { incentiveEndpoints as endpoints } from '@vo/domain/incentives/incentives.endpoints';
import { call, unwrap } from '../../lib/api.ts';
import { incentiveKeys } from './incentive-keys.ts';

/** GET /ranking/carrera?carrera=: a race's top 40 and where the caller stands (the running race without an id). */
export function useRace(carrera: string | null) {
  return useQuery({
    queryKey: ['incentives', 'race', carrera ?? 'current'],
    queryFn: async () => unwrap(await call(endpoints.race, { carrera: carrera ?? undefined })),
    placeholderData: keepPreviousData,
  });
}

/** GET /ranking/bono-mejor-vendedor?ciclo=&mes=: a month of a bonus cycle (the month in progress without them). */
export function useBestSeller(choice: { ciclo: string; mes: string } | null) {
  return useQuery({
    queryKey: ['incentives', 'best-seller', choice?.ciclo ?? 'current', choice?.mes ?? 'current'],
    queryFn: async () => unwrap(await call(endpoints.bestSeller, choice ?? {})),
    placeholderData: keepPreviousData,
  });
}

/** GET /incentivos/informacion/pdf: the incentives information in the reader's language, as a PDF. */
export async function fetchIncentivesPdf() {
  return unwrap(await call(endpoints.informationPdf));
}

/**
 * GET /ranking/camino-a-la-cima: the adviser's standing in the race and the month's bonus, the distances, the pending
 * pre-reservations that close them and her month (docs/decisions/0065). A refetch told by the realtime channel keeps
 * the figures on screen until the new ones arrive.
 */
export function useWayToTop() {
  return useQuery({
    queryKey: incentiveKeys.wayToTop,
    queryFn: async () => unwrap(await call(endpoints.wayToTop)),
    placeholderData: keepPreviousData,
  });
}
