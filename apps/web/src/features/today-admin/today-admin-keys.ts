/** Query keys of the console's Today, in one place: the page reads them, a refresh invalidates them. */
export const todayAdminKeys = {
  all: ['today-admin'] as const,
};
