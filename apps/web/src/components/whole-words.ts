/**
 * A person's or a place's name wraps between its words, never inside one ("Carlo s Eduar do"): unlike
 * `overflow-wrap: anywhere`, which lets a table or a flex row squeeze a name to a letter's width.
 */
export const WHOLE_WORDS = { overflowWrap: 'normal', wordBreak: 'keep-all', hyphens: 'manual' } as const;

/** A figure or an amount: one line, digits of one width so a column of them lines up. */
export const ONE_LINE_FIGURE = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
