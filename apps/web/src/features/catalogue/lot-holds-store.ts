import type { ProjectHoldsAnswer } from '@vo/domain/prereservations/lot-holds.wire';
import { prereservationEndpoints as endpoints } from '@vo/domain/prereservations/prereservations.endpoints';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { call, unwrap } from '../../lib/api.ts';
import { createExternalStore } from '../../lib/external-store.ts';

/*
 * The lots held while an adviser shows their plans (issue 37, docs/decisions/0064), per project, as this page
 * heard them: from GET /proyectos/mapa/retenidos when a map opens, then from the realtime event `retenciones`.
 * Kept apart from the map's drawing and its states, so that a hold, and each second of its countdown, repaints
 * only the few lots it covers. Seconds left are turned into this page's own deadline when heard, so a phone
 * whose clock is wrong still counts right.
 */

export interface HeldLot {
  /** performance.now() at which the hold ends */
  endsAt: number;
  own: boolean;
}

export type ProjectHolds = ReadonlyMap<number, HeldLot>;

const NONE: ProjectHolds = new Map();
const store = createExternalStore<ReadonlyMap<number, ProjectHolds>>(new Map());
/** When each project last heard a push: an answer asked for before it is older, and is not written. */
const pushedAt = new Map<number, number>();

function write(answer: ProjectHoldsAnswer): void {
  const now = performance.now();
  const holds = new Map<number, HeldLot>();
  for (const lot of answer.retenidos) holds.set(lot.idLote, { endsAt: now + lot.segundos * 1000, own: lot.propio });
  store.set(new Map(store.get()).set(answer.idProyecto, holds));
}

/** The realtime event `retenciones`; anything not of its shape is ignored. */
export function heardLotHolds(payload: unknown): void {
  const { idProyecto, retenidos } = (payload ?? {}) as Partial<ProjectHoldsAnswer>;
  if (typeof idProyecto !== 'number' || !Array.isArray(retenidos)) return;
  const valid = retenidos.filter(
    (lot) => typeof lot?.idLote === 'number' && typeof lot.segundos === 'number' && typeof lot.propio === 'boolean',
  );
  pushedAt.set(idProyecto, performance.now());
  write({ idProyecto, retenidos: valid });
}

/** Reads the project's holds when its map opens (and after a reconnection, when pushes may have been missed). */
export async function readProjectHolds(projectId: number): Promise<void> {
  const asked = performance.now();
  const answer = unwrap(await call(endpoints.projectHolds, { idProyecto: projectId }, { silent: true }));
  if ((pushedAt.get(projectId) ?? -1) > asked) return;
  write(answer);
}

/** The project's live holds; a hold whose time ran out is dropped by the countdown's tick (useSecondsLeft). */
export function useProjectHolds(projectId: number): ProjectHolds {
  useEffect(() => {
    readProjectHolds(projectId).catch(() => {});
  }, [projectId]);
  return useSyncExternalStore(store.subscribe, () => store.get().get(projectId) ?? NONE);
}

/** Whole seconds left until `endsAt`, ticking once a second while any is left; 0 once it passed. */
export function secondsUntil(endsAt: number, now = performance.now()): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * Re-renders the caller once a second while `active`: only the countdown's own component ticks. Answers the time of
 * this render, not of the last tick: a hold heard between two ticks is counted from when it was heard.
 */
export function useSecondTick(active: boolean): number {
  const [, setTicks] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTicks((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return performance.now();
}

/** "9:41" */
export const clockOf = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
