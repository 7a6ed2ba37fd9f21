/**
 * The query keys other parts of the app refresh (the realtime channel: the standings moved). Alone in a file with
 * no imports: the shell loads it before the login (docs/decisions/0051).
 */
export const incentiveKeys = {
  wayToTop: ['incentives', 'way-to-top'] as const,
};
