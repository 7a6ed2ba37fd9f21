/**
 * Query keys of the procedures, in one place: the procedures page and the realtime channel (a state change
 * arrives as a notification) must invalidate and share exactly the same entries.
 */
export const procedureKeys = {
  all: ['procedures'] as const,
  detail: (idTramite: number) => ['procedures', 'detail', idTramite] as const,
};
