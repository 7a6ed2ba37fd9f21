/** The back office's people section (issue 21): es-people and pt-people hold exactly these keys. */
export const enBackOfficePeople = {} as const;

export type BackOfficePeopleKey = keyof typeof enBackOfficePeople;
export type BackOfficePeopleCatalogue = Record<BackOfficePeopleKey, string>;
