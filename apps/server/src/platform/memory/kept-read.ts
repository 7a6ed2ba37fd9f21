import type { AppDeps } from '../deps.ts';
import type { KEPT_READS, KeptReadName, Scope } from './kept.ts';

/** The scopes a kept read may name: only the kinds its entry in KEPT_READS declares. */
export type ScopeOf<N extends KeptReadName> = Scope<(typeof KEPT_READS)[N]['notices'][number]>;

/**
 * A guarded read kept in memory until the database announces a change of one of its scopes
 * (docs/decisions/0037): `name` is its entry in KEPT_READS (platform/memory/kept.ts), which declares the
 * kinds its scopes may be of; `what` names whatever else it depends on (the page, the day). Name, scopes and
 * `what` are the key it is kept under.
 */
export function keptRead<N extends KeptReadName, T>(
  deps: AppDeps,
  name: N,
  scopes: readonly NoInfer<ScopeOf<N>>[],
  what: string,
  load: () => Promise<T>,
): Promise<T> {
  return deps.memory.reads.memory.read(scopes, `${name}|${scopes.join(' ')}|${what}`, deps.clock.now().getTime(), load);
}
