/**
 * The query keys of the console's Sales, every one under one prefix: a release reads the whole section again
 * (summary, lists, lots) with a single invalidation.
 */
const all = ['sales-admin'] as const;

export const salesAdminKeys = {
  all,
  projects: () => [...all, 'projects'] as const,
  summary: (range: { desde: string; hasta: string }, page: number) => [...all, 'summary', range, page] as const,
  prereservations: (filter: Record<string, string | undefined>) => [...all, 'prereservations', filter] as const,
  lots: (project: string) => [...all, 'lots', project] as const,
  standings: () => [...all, 'standings'] as const,
  heldLots: () => [...all, 'held-lots'] as const,
};
