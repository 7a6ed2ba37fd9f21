import { page } from '../../lib/lazy-page.tsx';

/**
 * What other features and the app's routes use of the not-found feature: its page, loaded when first shown.
 * A page whose address names nothing (an unknown project, lot or pass) shows it too, as spec §2 says for
 * any other path (docs/decisions/0051).
 */
export const NotFoundPage = page(() => import('./not-found-page.tsx'));
