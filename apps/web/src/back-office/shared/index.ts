import { lazy } from 'react';

/*
 * The console's shared pieces (docs/decisions/0049): what its sections (features/*-admin) and its shell have in
 * common. The only way in from outside this folder (lint: biome.json); nothing here imports a feature or the
 * shell, so the sections sit above it as the portal's features sit above lib/ and components/.
 */

export { ChartPicture } from './chart-picture.tsx';
export { DayRangeFields, type DayRangeInput } from './day-range-fields.tsx';
export { PageNav } from './page-nav.tsx';
export { SearchBox } from './search-box.tsx';
export { staffCall, staffDownload } from './staff-api.ts';
export { StaffReasonDialog } from './staff-reason-dialog.tsx';
export { type StaffSession, setStaffSession, useStaffSession } from './staff-session.ts';
export { TableRegion } from './table-region.tsx';

/** The charts load with the first page that draws one: the chart library is the console's largest part. */
export const StackedBars = lazy(() => import('./stacked-bars.tsx'));
export const MonthLines = lazy(() => import('./month-lines.tsx'));
