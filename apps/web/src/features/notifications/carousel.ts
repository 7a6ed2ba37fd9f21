/**
 * The pop-up's carousel of unread notifications (spec §4): which one is shown, and which have been seen,
 * in the order the person saw them. Each one seen is marked read once; going back never marks it again.
 */
export interface CarouselState {
  index: number;
  /** ids seen so far, first seen first: what must be (or has been) marked read */
  seen: readonly number[];
}

export function openCarousel(ids: readonly number[]): CarouselState {
  return { index: 0, seen: ids.length > 0 ? [ids[0]!] : [] };
}

/** One step forward or back, kept within the list; the notification arrived at counts as seen. */
export function moveCarousel(state: CarouselState, ids: readonly number[], step: 1 | -1): CarouselState {
  const index = Math.min(Math.max(state.index + step, 0), Math.max(ids.length - 1, 0));
  const id = ids[index];
  if (index === state.index || id === undefined) return state;
  return { index, seen: state.seen.includes(id) ? state.seen : [...state.seen, id] };
}

/** The ids seen that have not been sent to the server yet, in the order they were seen. */
export function unsentReads(state: CarouselState, sent: ReadonlySet<number>): number[] {
  return state.seen.filter((id) => !sent.has(id));
}
