import type { BackOfficeSalesCatalogue } from './en-sales.ts';

export const ptBackOfficeSales: BackOfficeSalesCatalogue = {};
