import { BACK_OFFICE_SECTIONS, type BackOfficeSection } from '@vo/domain/back-office/staff-roles';

/** The list a card of Today opens: its section's page, narrowed by the list's own query when it reads one. */
export const sectionLink = (id: BackOfficeSection, query = '') =>
  `/admin/${BACK_OFFICE_SECTIONS.find((section) => section.id === id)!.path}${query}`;
