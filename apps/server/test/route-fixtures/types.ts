/**
 * What the trust harness sends to each API route. Every route in the OpenAPI document must have an
 * entry in the fixtures of its feature (index.ts assembles them), or the suite fails: a new route is covered by the access matrix and the hostile-input
 * run the day it lands.
 *
 * - `refused`: a body (or query) shaped right but refused by the business rule, so any hostile value
 *   that slips through validation still changes nothing.
 * - `attack(victim)`: the same call aimed at someone else's objects (their document, their ids).
 */
export interface Victim {
  ci: string;
  userId: number;
  email: string;
  phone: string;
  /** one of the victim's unread notifications */
  notificationId: number;
  /** the victim's first product (0 for someone without products) */
  productId: number;
}

export interface RouteFixture {
  refused: Record<string, unknown>;
  attack: (victim: Victim) => Record<string, unknown>;
  /**
   * Money and booking routes (x-effect): a request the owner may make, and how to count its effect,
   * for the exactly-once harness (N concurrent identical requests → one effect).
   */
  exactlyOnce?: {
    owner: 'customer' | 'adviser' | 'cashier';
    request: () => Record<string, unknown>;
    effects: (db: import('../../src/db/client.ts').Database) => Promise<number>;
  };
  /**
   * The call names one of the caller's own objects by id: a hostile value that happens to be such an
   * id (a "1" among the naughty strings) is a fair request and may succeed. Say why it is harmless.
   */
  ownIdByDesign?: string;
  /**
   * The call answers every well-formed value alike, known or not (recovery tells nothing about which
   * documents exist): a hostile value that is well-formed may be answered 0. Say why nothing is revealed.
   */
  sameAnswerForAnyone?: string;
  /** What of the victim's may change by design, and why (the matrix checks everything else). */
  victimEffectsByDesign?: {
    tables: ('recovery_codes' | 'outbox_messages' | 'room_members' | 'room_agenda' | 'cabin_reservations')[];
    why: string;
  };
  /**
   * Callers who are meant to read the victim's name in the answer, and why: an adviser sees the people
   * of their own network, and advisers see each other in a ranking. Their data still may not change.
   */
  victimShownByDesign?: { roles: ('adviser' | 'other adviser' | 'cashier')[]; why: string };
}
