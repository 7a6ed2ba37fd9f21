/**
 * A notification's limits, beside notifications.rules.ts; the back office's messages (communication) are
 * notifications and take them from here (docs/decisions/0056).
 */

/** Notifications (spec §9): the first page asked for is of type 1; pages hold this many rows. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_TITLE_MAX_LENGTH = 120;
export const NOTIFICATION_TEXT_MAX_LENGTH = 1_000;
