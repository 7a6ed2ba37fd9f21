import { describe, expect, it } from 'vitest';
import { suggestionKey } from './suggestion-keys.ts';

describe('moving through e-mail suggestions with the keyboard', () => {
  it('moves down and up through the list, wrapping at both ends', () => {
    expect(suggestionKey('ArrowDown', -1, 3)).toEqual({ kind: 'move', active: 0 });
    expect(suggestionKey('ArrowDown', 2, 3)).toEqual({ kind: 'move', active: 0 });
    expect(suggestionKey('ArrowUp', 0, 3)).toEqual({ kind: 'move', active: 2 });
    expect(suggestionKey('ArrowUp', -1, 3)).toEqual({ kind: 'move', active: 2 });
  });

  it('takes the highlighted suggestion on Enter, and lets Enter submit when none is highlighted', () => {
    expect(suggestionKey('Enter', 1, 3)).toEqual({ kind: 'choose', index: 1 });
    expect(suggestionKey('Enter', -1, 3)).toEqual({ kind: 'ignore' });
  });

  it('closes on Escape and ignores everything while there is nothing to suggest', () => {
    expect(suggestionKey('Escape', 0, 2)).toEqual({ kind: 'close' });
    expect(suggestionKey('ArrowDown', -1, 0)).toEqual({ kind: 'ignore' });
    expect(suggestionKey('a', 0, 2)).toEqual({ kind: 'ignore' });
  });
});
