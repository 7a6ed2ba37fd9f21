import { sessionEndpoints } from '@vo/domain/session/session.endpoints';
import { call, unwrap } from '../../lib/api.ts';

/**
 * The home's read, without TanStack Query: the page's query calls it, and so does the entry before React
 * renders when a returning person opens the home (app/first-reads.ts, docs/decisions/0061).
 */
export const homeKey = ['home'] as const;
export const readHome = async () => unwrap(await call(sessionEndpoints.home));
