/**
 * What other features may use of a person's access: ending their sessions and barring or letting them in,
 * inside the caller's transaction (the back office's People section acts through these, docs/decisions/0038).
 */
export { endSessionsIn, setAccessIn } from './users.service.ts';
