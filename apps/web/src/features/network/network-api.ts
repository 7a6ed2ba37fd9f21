import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { networkEndpoints as endpoints } from '@vo/domain/network/network.endpoints';
import { call, unwrap } from '../../lib/api.ts';

const networkKeys = {
  level: (nodo: number | null) => ['network', 'level', nodo ?? 'own'] as const,
  search: (q: string) => ['network', 'search', q] as const,
};

/**
 * GET /red/clientes?nodo=&pagina=: a node of the caller's network and the people right below it, a page
 * at a time ("show more" asks for the next). No node means the caller.
 */
export function useNetworkLevel(nodo: number | null, enabled = true) {
  return useInfiniteQuery({
    queryKey: networkKeys.level(nodo),
    queryFn: async ({ pageParam }) =>
      unwrap(await call(endpoints.level, { pagina: pageParam, nodo: nodo ?? undefined })),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagina * last.tamanoPagina < last.totalHijos ? last.pagina + 1 : undefined),
    enabled,
  });
}

/** GET /red/clientes/buscar?q=: people of the caller's network by document start or part of a name. */
export function useNetworkSearch(q: string) {
  return useQuery({
    queryKey: networkKeys.search(q),
    queryFn: async () => unwrap(await call(endpoints.search, { q })),
    enabled: q.length > 0,
  });
}
