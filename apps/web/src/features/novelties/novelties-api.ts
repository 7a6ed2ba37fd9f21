import { useQuery } from '@tanstack/react-query';
import { noveltyEndpoints as endpoints } from '@vo/domain/novelties/novelties.endpoints';
import { call, unwrap } from '../../lib/api.ts';

/** GET novedades/pendiente: the newest novelty the person has not seen (null while the modal's flag is off). */
export function usePendingNovelty(options: { enabled: boolean }) {
  return useQuery({
    queryKey: ['novelties', 'pending'],
    queryFn: async () => unwrap(await call(endpoints.pending, undefined, { silent: true })).novedad,
    enabled: options.enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST novedades/vista: not shown again, on any device. A failure only means it is shown once more. */
export async function markNoveltySeen(id: number): Promise<void> {
  await call(endpoints.seen, { idNovedad: id }, { silent: true });
}
