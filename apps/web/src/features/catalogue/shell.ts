/**
 * What the app's shell (app/) needs from this feature before any of its pages opens. Light modules only: the shell
 * loads this file before the login (docs/decisions/0051). The lot map's reads, started by the entry before the
 * portal draws (app/first-reads.ts, docs/decisions/0061).
 */

export { heardLotHolds } from './lot-holds-store.ts';
export { mapKeys, readProjectGeometry, readTakenLots } from './map-reads.ts';
