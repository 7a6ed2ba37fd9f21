import type { BackOfficeSection } from '@vo/domain/back-office/staff-roles';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Each section of the console is its own feature folder and chunk (features/admin-*): a staff member
 * downloads the sections they open, and the portal never downloads any. A section not built is not listed.
 */
export const SECTION_PAGES: Partial<Record<BackOfficeSection, LazyExoticComponent<ComponentType>>> = {
  // people: lazy(() => import('../features/admin-people/people-page.tsx')),
  money: lazy(() => import('../features/admin-money/money-page.tsx')),
  sales: lazy(() => import('../features/admin-sales/sales-page.tsx')),
};
