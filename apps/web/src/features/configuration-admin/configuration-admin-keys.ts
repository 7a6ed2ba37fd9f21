/**
 * The query keys of the console's Configuration, every one under one prefix: a change reads the settings and
 * their history again with one invalidation.
 */
const all = ['configuration-admin'] as const;

export const configurationAdminKeys = {
  all,
  settings: () => [...all, 'settings'] as const,
  history: (page: number) => [...all, 'history', page] as const,
  companies: () => [...all, 'companies'] as const,
  staff: () => [...all, 'staff'] as const,
};
