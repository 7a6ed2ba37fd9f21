import { defineEndpoint } from '../endpoint.ts';
import { networkLevelAnswer, networkLevelRequest, networkSearchAnswer, networkSearchRequest } from './network.wire.ts';

/** The client network tree (spec §2 /red/clientes, docs/decisions/0009): the calling adviser's own subtree. */
export const networkEndpoints = {
  level: defineEndpoint({
    method: 'GET',
    path: 'red/clientes',
    query: networkLevelRequest,
    answer: networkLevelAnswer,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: 'red/clientes/buscar',
    query: networkSearchRequest,
    answer: networkSearchAnswer,
  }),
};
