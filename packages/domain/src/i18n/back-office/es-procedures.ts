import type { BackOfficeProceduresCatalogue } from './en-procedures.ts';

export const esBackOfficeProcedures: BackOfficeProceduresCatalogue = {};
