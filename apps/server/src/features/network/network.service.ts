import { idsBetween, inSubtree, levelBelow } from '@vo/domain/network/network.rules';
import type { NetworkLevelView, NetworkLink, NetworkPerson, NetworkSearchView } from '@vo/domain/network/network.wire';
import { NETWORK_LEVEL_PAGE_SIZE, NETWORK_SEARCH_LIMIT } from '@vo/domain/network/network-config';
import type { Executor } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { keptRead } from '../../platform/memory/kept-read.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { levelOf, type NodeRow, namesOf, nodeOf, searchSubtree } from './network.repo.ts';

/** A node as the caller sees it: how many levels below them it sits. */
const personOf = (node: NodeRow, rootPath: string): NetworkPerson => ({
  ...node,
  level: levelBelow(node.path, rootPath),
});

/** The caller's own node: an adviser outside the network has nothing to show. */
async function callerNode(db: Executor, session: SessionContext): Promise<NodeRow> {
  const own = await nodeOf(db, session.userId);
  if (!own) throw new AppError('network.nodeNotFound', 1, {}, { campo: 'nodo' });
  return own;
}

/** For each node, the people from the caller down to the node's sponsor: the names of all of them in one read. */
async function chainsTo(db: Executor, nodes: readonly NodeRow[], rootPath: string): Promise<NetworkLink[][]> {
  const idsOf = nodes.map((node) => idsBetween(node.path, rootPath));
  const names = await namesOf(db, [...new Set(idsOf.flat())]);
  return idsOf.map((ids) => ids.map((id) => ({ userId: id, fullName: names.get(id) ?? '' })));
}

/**
 * A node of the caller's subtree and one page of the people right below it. A node outside the
 * subtree answers exactly like one that does not exist.
 */
export async function networkLevel(
  deps: AppDeps,
  session: SessionContext,
  query: { nodeId?: number | undefined; page: number },
): Promise<NetworkLevelView> {
  const nodeId = query.nodeId ?? session.userId;
  // Kept until the tree or a name changes (docs/decisions/0037): the tree's counters move with every sale.
  // The whole view is kept, not only its rows: a level is 50 people, each worked out from their path.
  return keptRead(
    deps,
    'networkLevel',
    ['network', 'names'],
    `level ${session.userId} ${nodeId} ${query.page}`,
    async () => {
      const level = await levelOf(deps.db, session.userId, nodeId, query.page, NETWORK_LEVEL_PAGE_SIZE);
      const { own, node } = level;
      if (!own) throw new AppError('network.nodeNotFound', 1, {}, { campo: 'nodo' });
      if (!node || !inSubtree(node.path, own.path))
        throw new AppError('network.nodeNotFound', 1, {}, { campo: 'nodo' });
      return {
        node: personOf(node, own.path),
        path: idsBetween(node.path, own.path).map((id) => ({ userId: id, fullName: level.names.get(id) ?? '' })),
        children: level.children.map((child) => personOf(child, own.path)),
        page: query.page,
        totalChildren: node.directCount,
        pageSize: NETWORK_LEVEL_PAGE_SIZE,
      };
    },
  );
}

/** People of the caller's subtree found by document number (its start) or name (any part), in tree order. */
export async function searchNetwork(deps: AppDeps, session: SessionContext, text: string): Promise<NetworkSearchView> {
  const own = await callerNode(deps.db, session);
  const found = await searchSubtree(deps.db, own, text, NETWORK_SEARCH_LIMIT + 1);
  const shown = found.slice(0, NETWORK_SEARCH_LIMIT);
  const chains = await chainsTo(deps.db, shown, own.path);
  return {
    found: shown.map((node, i) => ({ ...personOf(node, own.path), path: chains[i] ?? [] })),
    more: found.length > NETWORK_SEARCH_LIMIT,
  };
}
