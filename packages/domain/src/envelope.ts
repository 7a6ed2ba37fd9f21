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
}
