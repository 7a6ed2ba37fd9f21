/** What other features may use of the network: placing a person in the sponsor tree and counting a sale there. */
export { type AdviserStatus, countSaleInNetwork, joinNetwork, type NetworkKind } from './network-tree.repo.ts';
