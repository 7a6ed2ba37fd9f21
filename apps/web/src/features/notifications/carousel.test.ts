import { describe, expect, it } from 'vitest';
import { moveCarousel, openCarousel, unsentReads } from './carousel.ts';

const unread = [31, 30, 27];

describe('the pop-up of unread notifications after login', () => {
  it('marks the first one read as soon as it opens', () => {
    const state = openCarousel(unread);
    expect(state.index).toBe(0);
    expect(unsentReads(state, new Set())).toEqual([31]);
  });

  it('marks each further one read as the person moves to it, in the order seen', () => {
    let state = openCarousel(unread);
    const sent = new Set(unsentReads(state, new Set()));
    state = moveCarousel(state, unread, 1);
    expect(unsentReads(state, sent)).toEqual([30]);
    for (const id of unsentReads(state, sent)) sent.add(id);
    state = moveCarousel(state, unread, 1);
    expect(state.index).toBe(2);
    expect(state.seen).toEqual([31, 30, 27]);
  });

  it('never marks one twice when the person goes back, and stops at both ends', () => {
    let state = openCarousel(unread);
    state = moveCarousel(state, unread, 1);
    const sent = new Set(state.seen);
    state = moveCarousel(state, unread, -1);
    expect(state.index).toBe(0);
    expect(unsentReads(state, sent)).toEqual([]);
    expect(moveCarousel(state, unread, -1)).toBe(state);
    const last = moveCarousel(moveCarousel(state, unread, 1), unread, 1);
    expect(moveCarousel(last, unread, 1)).toBe(last);
  });

  it('marks nothing when there is nothing to show', () => {
    expect(openCarousel([]).seen).toEqual([]);
  });
});
