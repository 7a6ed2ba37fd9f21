import type { LotHold } from '@vo/domain/prereservations/lot-holds.wire';
import { LOT_HOLD_MINUTES, MAX_LOT_HOLDS_PER_ADVISER } from '@vo/domain/prereservations/prereservation-config';
import { businessWallClock } from '@vo/domain/time';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import {
  deleteHold,
  liveHoldOf,
  liveHoldsOfAdviser,
  liveHoldsOfProject,
  lockAdviserHolds,
  lotExists,
  projectExists,
  writeHold,
} from './lot-holds.repo.ts';
import { lockLot } from './prereservations.repo.ts';

const two = (n: number) => String(n).padStart(2, '0');
/** "10:42", La Paz time: when a refused adviser may try again. */
const clockTime = (instant: Date) => {
  const wall = businessWallClock(instant);
  return `${two(wall.hour)}:${two(wall.minute)}`;
};

/**
 * POST /lotes/retener, one transaction (docs/decisions/0064): the adviser who opens a free lot's plans holds it
 * for LOT_HOLD_MINUTES. The lot's row lock makes two advisers opening it at once take turns, and the second
 * finds the first's hold. Opening it again while she holds it answers the same hold: it is not stretched, so
 * that nobody keeps a lot by reloading a page.
 */
export async function holdLot(tx: Tx, deps: AppDeps, session: SessionContext, lotId: number): Promise<LotHold> {
  const now = deps.clock.now();
  await lockAdviserHolds(tx, session.userId);
  const found = await lockLot(tx, lotId);
  if (!found) throw new AppError('catalogue.lotNotFound', 1, {}, { campo: 'idLote' });
  if (found.lot.state !== 'free') throw new AppError('prereservations.lotNotFree', 1, {}, { campo: 'idLote' });
  const current = await liveHoldOf(tx, lotId, now);
  if (current && current.adviserId === session.userId) return current;
  if (current) refuseHeldByOther(found.lot, current);
  const others = await liveHoldsOfAdviser(tx, session.userId, now, lotId);
  if (others.length >= MAX_LOT_HOLDS_PER_ADVISER) {
    const held = others.map((o) => `${o.block}-${o.number} (${o.project})`).join(', ');
    throw new AppError('lotHolds.tooMany', 1, { max: MAX_LOT_HOLDS_PER_ADVISER, lots: held }, { campo: 'idLote' });
  }
  const hold: LotHold = {
    lotId,
    projectId: found.lot.projectId,
    adviserId: session.userId,
    until: new Date(now.getTime() + LOT_HOLD_MINUTES * 60_000),
  };
  await writeHold(tx, { ...hold, at: now, sessionId: session.sessionId });
  return hold;
}

/** POST /lotes/soltar: she left the lot's plans. Only her own hold goes; letting go of none is no error. */
export async function letGoLot(tx: Tx, session: SessionContext, lotId: number): Promise<void> {
  if ((await deleteHold(tx, lotId, session.userId)) > 0) return;
  if (!(await lotExists(tx, lotId))) throw new AppError('catalogue.lotNotFound', 1, {}, { campo: 'idLote' });
}

/** GET /proyectos/mapa/retenidos: a project's live holds; an unknown project is refused like its taken lots. */
export async function projectHolds(deps: AppDeps, projectId: number): Promise<LotHold[]> {
  const now = deps.clock.now();
  const holds = await liveHoldsOfProject(deps.db, projectId, now);
  if (holds.length === 0 && !(await projectExists(deps.db, projectId))) {
    throw new AppError('catalogue.projectNotFound', 1, {}, { campo: 'idProyecto' });
  }
  return holds;
}

/**
 * Inside a pre-reservation's transaction, under the lot's lock: another adviser's live hold refuses it; hers, or a
 * passed one, is let go with the pre-reservation (the lot is no longer free anyway).
 */
export async function takeHeldLot(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  lot: { id: number; block: string; number: string },
): Promise<void> {
  const current = await liveHoldOf(tx, lot.id, deps.clock.now());
  if (current && current.adviserId !== session.userId) refuseHeldByOther(lot, current);
  await deleteHold(tx, lot.id, null);
}

function refuseHeldByOther(lot: { block: string; number: string }, hold: LotHold): never {
  throw new AppError(
    'lotHolds.heldByOther',
    1,
    { lot: `${lot.block}-${lot.number}`, until: clockTime(hold.until) },
    { campo: 'idLote' },
  );
}
