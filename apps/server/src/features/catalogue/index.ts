/**
 * What other features may use of the catalogue: a lot with its project, the project totals kept after a lot
 * changes, and a project's drawing (the back office's map of lots by state).
 */
export { lotWithProject } from './catalogue.repo.ts';
export { projectGeometry } from './catalogue.service.ts';
export { isLandButtonRestricted, saleTermsOf } from './land-button.repo.ts';
export { refreshProjectTotals } from './project-totals.repo.ts';
