/**
 * An answer as a person could tell it from another: without `requestId`, which names the call, not what was
 * asked (docs/decisions/0059). Two refusals that must not tell a stranger apart from a missing thing are compared
 * through it.
 */
export function apartFromItsId<T extends object>(answer: T): Omit<T, 'requestId'> {
  const { requestId: _id, ...rest } = answer as T & { requestId?: string };
  return rest;
}
