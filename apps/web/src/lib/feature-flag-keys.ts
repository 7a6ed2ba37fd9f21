/** The flags' query key, on its own: the realtime channel (in the login route's shell) refreshes it without loading the query. */
export const FEATURE_FLAGS_KEY = ['feature-flags'] as const;
