/**
 * The meeting rooms' and events' limits, beside rooms.schemas.ts and room-time.rules.ts (docs/decisions/0010,
 * 0056).
 */

/** Spec §5, §9 meeting rooms: name, capacity, how far ahead, and when prospects may be seen by others. */
export const ROOM_NAME_MIN_LENGTH = 5;
export const ROOM_NAME_MAX_LENGTH = 120;
export const ROOM_CAPACITY_MIN = 5;
export const ROOM_CAPACITY_MAX = 999;
export const ROOM_MIN_HOURS_AHEAD = 12;
export const ROOM_PROSPECTS_VISIBLE_MINUTES_BEFORE = 60;
/** Spec §5 "address with length limits" (lengths: not shown): our choice, docs/decisions/0010. */
export const ROOM_ADDRESS_MIN_LENGTH = 10;
export const ROOM_ADDRESS_MAX_LENGTH = 200;
/** Spec §5 "date and duration within range": our choice of the range, docs/decisions/0010. */
export const ROOM_DURATION_MIN_HOURS = 1;
export const ROOM_DURATION_MAX_HOURS = 8;
export const ROOM_MAX_DAYS_AHEAD = 180;
export const ROOM_MAX_MODERATORS = 5;
/** Spec §9: event guests' full name at most 255 characters, ID card at most 40. */
export const GUEST_NAME_MAX_LENGTH = 255;
export const GUEST_ID_MAX_LENGTH = 40;
export const PROSPECT_NAME_MAX_LENGTH = 120;
export const PROSPECT_CITY_MAX_LENGTH = 80;
/** The code other advisers join a room with ("DEMO26"). */
export const ROOM_CODE_LENGTH = 6;
