import type { BackOfficeConfigurationCatalogue } from './en-configuration.ts';

export const ptBackOfficeConfiguration: BackOfficeConfigurationCatalogue = {};
