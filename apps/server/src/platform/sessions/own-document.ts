import { AppError } from '../errors.ts';
import type { SessionContext } from './sessions.ts';

/**
 * Older clients repeat the caller's document number in a query or body (ci, doc_id, docId, ciUser).
 * Whose data it is always comes from the session; a number naming someone else is refused rather than
 * quietly answered with the caller's own data, so a confused client notices.
 */
export function assertOwnDocument(session: SessionContext, documentNumber: string | undefined) {
  if (documentNumber && documentNumber.trim().toUpperCase() !== session.documentNumber)
    throw new AppError('platform.forbidden');
}
