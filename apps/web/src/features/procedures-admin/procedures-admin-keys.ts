/** The query keys of the console's Procedures, every one under one prefix: a move reads the queue again. */
const all = ['procedures-admin'] as const;

export const proceduresAdminKeys = {
  all,
  queue: (filter: { estado: string; buscar: string; pagina: number }) => [...all, 'queue', filter] as const,
};
