/** The back office's configuration section (issue 21): es-configuration and pt-configuration hold exactly these keys. */
export const enBackOfficeConfiguration = {} as const;

export type BackOfficeConfigurationKey = keyof typeof enBackOfficeConfiguration;
export type BackOfficeConfigurationCatalogue = Record<BackOfficeConfigurationKey, string>;
