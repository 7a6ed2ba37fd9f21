import type { BackOfficeConfigurationCatalogue } from './en-configuration.ts';

export const esBackOfficeConfiguration: BackOfficeConfigurationCatalogue = {};
