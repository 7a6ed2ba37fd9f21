/** What the welcome sequence (app/) uses of the novelties: whether one is waiting to be shown. */
export { usePendingNovelty } from './novelties-api.ts';
