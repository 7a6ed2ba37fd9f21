/** What other features may use of the catalogue: a lot with its project, and the project totals kept after a lot changes. */
export { lotWithProject } from './catalogue.repo.ts';
export { allowLandButton, isLandButtonRestricted, restrictLandButton, saleTermsOf } from './land-button.repo.ts';
export { refreshProjectTotals } from './project-totals.repo.ts';
