/** What other features may use of the profile: the countries, cities and document types its forms offer. */
export { useDocumentTypes } from './invoice-api.ts';
export { useCities, useCountries } from './profile-api.ts';
