/** The query keys of the console's Communication, every one under one prefix. */
const all = ['communication-admin'] as const;

export const communicationAdminKeys = {
  all,
  /** Every page of the maintenance windows: a window scheduled or closed reads them again. */
  windows: () => [...all, 'windows'] as const,
  windowsPage: (page: number) => [...all, 'windows', page] as const,
  companies: () => [...all, 'companies'] as const,
  outbox: (search: string, page: number) => [...all, 'outbox', search, page] as const,
};
