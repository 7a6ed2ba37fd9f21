import type { BackOfficeProceduresCatalogue } from './en-procedures.ts';

export const ptBackOfficeProcedures: BackOfficeProceduresCatalogue = {};
