import { NETWORK_LEVEL_PAGE_SIZE, NETWORK_SEARCH_LIMIT } from '@vo/domain/config';
import { idsBetween, inSubtree, levelBelow } from '@vo/domain/network/network.rules';
import type {
  AdviserStatusWire,
  NetworkLevel,
  NetworkNode,
  NetworkSearchResult,
} from '@vo/domain/network/network.types';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { childrenOf, type NodeRow, namesOf, nodeOf, searchSubtree } from './network.repo.ts';

const STATUS_WIRE: Record<string, AdviserStatusWire> = {
  active: 'activo',
  inactive: 'inactivo',
  blocked: 'bloqueado',
  ethics: 'etica',
};

function toWire(node: NodeRow, rootPath: string): NetworkNode {
  return {
    idNodo: node.userId,
    nombre: node.fullName,
    documento: node.documentNumber,
    tipo: node.kind === 'adviser' ? 'asesor' : 'cliente',
    codigoAsesor: node.adviserCode,
    estadoAsesor: node.adviserStatus ? (STATUS_WIRE[node.adviserStatus] ?? null) : null,
    nivel: levelBelow(node.path, rootPath),
    directos: node.directCount,
    personasDebajo: node.peopleBelow,
    ventasPropias: node.ownSales,
    ventasRed: node.networkSales,
    fechaIngreso: node.joinedOn,
  };
}

/** The caller's own node: an adviser outside the network has nothing to show. */
async function callerNode(db: Executor, session: SessionContext): Promise<NodeRow> {
  const own = await nodeOf(db, session.userId);
  if (!own) throw new AppError('network.nodeNotFound', 1, {}, { campo: 'nodo' });
  return own;
}

/** For each node, the people from the caller down to the node's sponsor: the names of all of them in one read. */
async function chainsTo(db: Executor, nodes: readonly NodeRow[], rootPath: string) {
  const idsOf = nodes.map((node) => idsBetween(node.path, rootPath));
  const names = await namesOf(db, [...new Set(idsOf.flat())]);
  return idsOf.map((ids) => ids.map((id) => ({ idNodo: id, nombre: names.get(id) ?? '' })));
}

/**
 * A node of the caller's subtree and one page of the people right below it. A node outside the
 * subtree answers exactly like one that does not exist.
 */
export async function networkLevel(
  deps: AppDeps,
  session: SessionContext,
  query: { nodo?: number | undefined; pagina: number },
): Promise<NetworkLevel> {
  const own = await callerNode(deps.db, session);
  const node = query.nodo === undefined || query.nodo === own.userId ? own : await nodeOf(deps.db, query.nodo);
  if (!node || !inSubtree(node.path, own.path)) throw new AppError('network.nodeNotFound', 1, {}, { campo: 'nodo' });
  const children = await childrenOf(deps.db, node.userId, query.pagina, NETWORK_LEVEL_PAGE_SIZE);
  return {
    nodo: toWire(node, own.path),
    camino: (await chainsTo(deps.db, [node], own.path))[0] ?? [],
    hijos: children.map((child) => toWire(child, own.path)),
    pagina: query.pagina,
    totalHijos: node.directCount,
    tamanoPagina: NETWORK_LEVEL_PAGE_SIZE,
  };
}

/** People of the caller's subtree found by document number (its start) or name (any part), in tree order. */
export async function searchNetwork(
  deps: AppDeps,
  session: SessionContext,
  text: string,
): Promise<NetworkSearchResult> {
  const own = await callerNode(deps.db, session);
  const found = await searchSubtree(deps.db, own, text, NETWORK_SEARCH_LIMIT + 1);
  const shown = found.slice(0, NETWORK_SEARCH_LIMIT);
  const chains = await chainsTo(deps.db, shown, own.path);
  return {
    resultados: shown.map((node, i) => ({ ...toWire(node, own.path), camino: chains[i] ?? [] })),
    masResultados: found.length > NETWORK_SEARCH_LIMIT,
  };
}
