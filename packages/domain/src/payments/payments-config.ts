/**
 * A card charge's intent still `asked` is left this long to the request that committed it (docs/decisions/0069):
 * between its commit and its payment's transaction marking it, that request waits for its Idempotency-Key, the
 * product's turn and the card's checks. After it, the sweep voids whatever the acquirer holds under it.
 */
export const CHARGE_INTENT_GRACE_SECONDS = 60;
