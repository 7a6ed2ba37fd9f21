import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../db/like.ts';
import { users } from '../../db/schema/index.ts';

/*
 * How the back office finds a person by what a staff member types (People, the procedures' queue; docs/decisions
 * 0038 and 0040), on a million people: each kind of text reads its own index of db/schema/users.ts, always as
 * the start of something.
 */

/**
 * How far a search for a person counts its matches: past it the console says "1000+" and asks for more of the
 * name. Lower than the lists' cap: a common word matches a hundred thousand people, and counting 10 000 of them
 * (or of their procedures) costs more than a search may wait (docs/decisions/0040).
 */
export const PERSON_SEARCH_COUNT_CAP = 1000;

const digitsOf = (text: string) => text.trim().replace(/[\s+-]/g, '');
const isDigits = (text: string) => /^\d+$/.test(digitsOf(text));

/**
 * Digits are the start of a document number or of the phone's local number; text with "@" the start of an
 * e-mail; anything else the start of the name or of any word in it (lower case).
 */
export function personMatches(text: string): SQL | undefined {
  const typed = text.trim().toLowerCase();
  if (!typed) return undefined;
  if (isDigits(typed)) {
    const prefix = `${escapeLike(digitsOf(typed))}%`;
    return sql`(${users.documentNumber} like ${prefix} or split_part(${users.phone}, '-', 2) like ${prefix})`;
  }
  const prefix = `${escapeLike(typed)}%`;
  if (typed.includes('@')) return sql`lower(${users.email}) like ${prefix}`;
  return sql`(${nameKey} like ${prefix} or lower(${users.fullName}) like ${`% ${prefix}`})`;
}

/** The name as users_name_order_idx holds it: lower case, in the "C" collation (byte order). */
const nameKey = sql`(lower(${users.fullName}) collate "C")`;

/**
 * The order of the matches, as an index holds them so that a page of a common text is a walk of the index's
 * first entries: by document number for digits (users_document_prefix_idx's order, `~<~`), else by name.
 */
export function personOrder(text: string): SQL[] {
  return isDigits(text) ? [sql`${users.documentNumber} using ~<~`] : [nameKey, sql`${users.id}`];
}
