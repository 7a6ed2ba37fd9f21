/** The wire envelope of every API answer (ARCHITECTURE §3): HTTP 200 with a status code. */
export const ApiStatus = {
  ok: 0,
  failure: 1,
  mustChangePassword: 2,
  maintenance: 5,
  sessionExpired: 7,
} as const;

export type ApiStatusCode = (typeof ApiStatus)[keyof typeof ApiStatus];

export interface Envelope<T = unknown> {
  status: ApiStatusCode;
  message?: string;
  /** Stable catalogue key of `message`, for clients and tests. */
  code?: string;
  data?: T;
  /**
   * On a refusal only: the id of the request (also its `x-request-id` header and its log lines), for a support
   * call to find it (docs/decisions/0059). Optional: a client that does not know it ignores it.
   */
  requestId?: string;
}
