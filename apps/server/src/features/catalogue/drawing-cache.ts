import type { LotMap } from '@vo/domain/catalogue/project-map.wire';

/** A project's drawing without its lots' states: blocks and lots never move, so it is kept a while. */
export type Drawing = LotMap;

/**
 * How long a drawing is kept. Nothing in the portal or the console moves a block or a lot; geometry changed in the
 * database (a new seed, SQL by hand) shows within this.
 */
const KEEP_MS = 5 * 60_000;
/** The most projects kept at once (a 2 000-lot drawing is about 0.5 MB in memory, its kept answer 160 kB). */
const MAX_PROJECTS = 64;

const kept = new Map<number, { until: number; drawing: Promise<Drawing> }>();

/**
 * The drawing of a project, from memory while it is fresh, else from `load`. Only the geometry and the
 * lots' fixed facts live here; whether a lot is taken is read on every request (docs/decisions/0012, 0021).
 * Each instance keeps its own: the geometry is the same for all of them. Requests that miss at the same
 * moment share one load, so a burst on a cold instance reads the 2 000 lots once; a failed load (no such
 * project) is not kept.
 */
export function keptDrawing(projectId: number, now: number, load: () => Promise<Drawing>): Promise<Drawing> {
  const hit = kept.get(projectId);
  if (hit && hit.until > now) return hit.drawing;
  const drawing = load();
  const entry = { until: now + KEEP_MS, drawing };
  if (!hit && kept.size >= MAX_PROJECTS) kept.delete(kept.keys().next().value as number);
  kept.set(projectId, entry);
  drawing.catch(() => {
    if (kept.get(projectId) === entry) kept.delete(projectId);
  });
  return drawing;
}
