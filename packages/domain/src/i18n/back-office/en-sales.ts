/** The back office's sales section (issue 21): es-sales and pt-sales hold exactly these keys. */
export const enBackOfficeSales = {} as const;

export type BackOfficeSalesKey = keyof typeof enBackOfficeSales;
export type BackOfficeSalesCatalogue = Record<BackOfficeSalesKey, string>;
