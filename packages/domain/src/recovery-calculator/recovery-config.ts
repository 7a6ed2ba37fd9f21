/** The recovery calculator's limits, beside recovery.rules.ts (docs/decisions/0056). */

/** Spec §5/§9 recovery calculator: the document searched has more than 3 characters. */
export const RECOVERY_SEARCH_MIN_LENGTH = 4;
/** The share of a reversed sale's paid capital that may be recognised on a new product (porcentajeMaximoMontoReconocido). */
export const RECOVERY_MAX_RECOGNISED_PERCENT = 60;
