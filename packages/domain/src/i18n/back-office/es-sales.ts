import type { BackOfficeSalesCatalogue } from './en-sales.ts';

export const esBackOfficeSales: BackOfficeSalesCatalogue = {};
