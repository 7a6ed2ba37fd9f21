import type { BackOfficeSection } from '@vo/domain/back-office/staff-roles';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * Each section of the console is its own feature folder and chunk (features/*-admin): a staff member
 * downloads the sections they open, and the portal never downloads any. A section not built is not listed.
 */
export const SECTION_PAGES: Partial<Record<BackOfficeSection, LazyExoticComponent<ComponentType>>> = {
  today: lazy(() => import('../../features/today-admin/today-page.tsx')),
  people: lazy(() => import('../../features/people-admin/people-page.tsx')),
  payments: lazy(() => import('../../features/payments-admin/payments-page.tsx')),
  sales: lazy(() => import('../../features/sales-admin/sales-page.tsx')),
  communication: lazy(() => import('../../features/communication-admin/communication-page.tsx')),
  procedures: lazy(() => import('../../features/procedures-admin/procedures-page.tsx')),
  configuration: lazy(() => import('../../features/configuration-admin/configuration-page.tsx')),
};
