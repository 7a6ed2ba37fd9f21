/**
 * The keys of a suggestion list under a text field (the WAI-ARIA combobox pattern): the arrows move through
 * the suggestions and wrap, Enter takes the highlighted one, Escape closes the list. -1 = none highlighted.
 */
export type SuggestionKeyOutcome =
  | { kind: 'move'; active: number }
  | { kind: 'choose'; index: number }
  | { kind: 'close' }
  | { kind: 'ignore' };

export function suggestionKey(key: string, active: number, count: number): SuggestionKeyOutcome {
  if (count === 0) return { kind: 'ignore' };
  if (key === 'ArrowDown') return { kind: 'move', active: active + 1 >= count ? 0 : active + 1 };
  if (key === 'ArrowUp') return { kind: 'move', active: active <= 0 ? count - 1 : active - 1 };
  // Enter with nothing highlighted submits the form as usual.
  if (key === 'Enter' && active >= 0 && active < count) return { kind: 'choose', index: active };
  if (key === 'Escape') return { kind: 'close' };
  return { kind: 'ignore' };
}
