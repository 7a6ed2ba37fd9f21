/** Text typed by a person, made literal inside a LIKE pattern: its `%`, `_` and `\` match only themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
