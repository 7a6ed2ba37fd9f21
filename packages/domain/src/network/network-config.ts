/** The client network's pages and searches, beside network.rules.ts (docs/decisions/0056). */

/** Client network tree (spec §2 /red/clientes): one level is served a page at a time; a search answers at most this many. */
export const NETWORK_LEVEL_PAGE_SIZE = 50;
export const NETWORK_SEARCH_LIMIT = 20;
/** Shorter searches would match most of a large network: at least this many characters. */
export const NETWORK_SEARCH_MIN_LENGTH = 3;
