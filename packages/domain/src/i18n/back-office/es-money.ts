import type { BackOfficeMoneyCatalogue } from './en-money.ts';

export const esBackOfficeMoney: BackOfficeMoneyCatalogue = {};
