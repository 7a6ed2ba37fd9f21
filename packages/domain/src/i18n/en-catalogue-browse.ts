/**
 * The catalogue on a phone (docs/decisions/0047): the projects' plans, the filters' sheet and what each
 * membership includes. Part of the catalogue messages (en-catalogue.ts spreads it); es and pt hold the same keys.
 */
export const enCatalogueBrowse = {
  'projects.planAlt': 'Plan of {{name}}: {{blocks}} blocks, {{lots}} lots',
  'projects.filters': 'Filters',
  'projects.filtersCount': 'Filters · {{count}}',
  'projects.filtersTitle': 'Filter the projects',
  'projects.closeFilters': 'Close the filters',
  'membershipsPage.includes': 'What it includes',
  'membershipBenefit.parks': 'Entry to the group’s leisure parks in Santa Cruz and Samaipata',
  'membershipBenefit.card': 'Accreditation card with a QR for the gate, in the portal',
  'membershipBenefit.hotel': 'Nights at the group’s partner hotel',
  'membershipBenefit.rci': 'RCI travel affiliation once 15% of it is paid',
  'membershipBenefit.family': 'For 5 to 12 members of a family',
  'membershipBenefit.company': 'For 5 to 999 people of a company',
  'membershipBenefit.travelBolivia': 'Travel within Bolivia at member prices',
  'membershipBenefit.travelAbroad': 'Travel abroad at member prices',
  'membershipBenefit.subscription': 'Also as a monthly or yearly subscription by card',
};

export type CatalogueBrowseCatalogue = Record<keyof typeof enCatalogueBrowse, string>;
