import type { BackOfficePeopleCatalogue } from './en-people.ts';

export const ptBackOfficePeople: BackOfficePeopleCatalogue = {};
