/** The back office's money section (issue 21): es-money and pt-money hold exactly these keys. */
export const enBackOfficeMoney = {} as const;

export type BackOfficeMoneyKey = keyof typeof enBackOfficeMoney;
export type BackOfficeMoneyCatalogue = Record<BackOfficeMoneyKey, string>;
