/**
 * Every query of the People section, under one prefix: an act on a person refreshes everything the section
 * shows of them with one invalidation (`peopleAdminKeys.all`).
 */
export const peopleAdminKeys = {
  all: ['people-admin'] as const,
  search: (text: string, page: number) => [...peopleAdminKeys.all, 'search', text, page] as const,
  person: (id: string) => [...peopleAdminKeys.all, 'person', id] as const,
};
