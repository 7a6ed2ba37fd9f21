import type { BackOfficePeopleCatalogue } from './en-people.ts';

export const esBackOfficePeople: BackOfficePeopleCatalogue = {};
