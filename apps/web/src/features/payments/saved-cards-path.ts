/** The cards a customer keeps (docs/decisions/0022; a page of ours, not a route of spec §2). */
export const SAVED_CARDS_PATH = '/tarjetas-guardadas';
