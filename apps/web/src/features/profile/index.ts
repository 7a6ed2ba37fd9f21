/**
 * What other features may use of the profile: the countries, cities and document types its forms offer; and what the
 * welcome sequence (app/) asks before it opens the profile and invoice dialogs.
 */
export { useDocumentTypes, useInvoiceCompanies, useInvoiceData, useInvoiceDataSaved } from './invoice-api.ts';
export { useCities, useCountries, useProfileUpdateCheck } from './profile-api.ts';
