/** The back office's procedures section (issue 21): es-procedures and pt-procedures hold exactly these keys. */
export const enBackOfficeProcedures = {} as const;

export type BackOfficeProceduresKey = keyof typeof enBackOfficeProcedures;
export type BackOfficeProceduresCatalogue = Record<BackOfficeProceduresKey, string>;
