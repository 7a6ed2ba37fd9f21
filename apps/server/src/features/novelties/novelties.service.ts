import type { Language } from '@vo/domain/config';
import type { PendingNoveltyWire } from '@vo/domain/novelties/novelties.wire';
import { businessDateOf } from '@vo/domain/time';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { markSeen, newestUnseen, noveltyExists } from './novelties.repo.ts';

/** Who a novelty may be addressed to, by role: everyone, or customers or advisers only. */
const AUDIENCES: Record<SessionContext['role'], string[]> = {
  customer: ['all', 'customer'],
  adviser: ['all', 'adviser'],
  cashier: ['all'],
};

/**
 * GET novedades/pendiente: the newest novelty the person has not seen, in their language, while the novelty
 * modal is on (spec §9: off unless a deployment turns it on); nothing while it is off.
 */
export async function pendingNovelty(
  deps: AppDeps,
  session: SessionContext,
  lang: Language,
): Promise<PendingNoveltyWire> {
  if (!deps.featureFlags.noveltyModal) return { novedad: null };
  const today = businessDateOf(deps.clock.now());
  const row = await newestUnseen(deps.db, session.userId, AUDIENCES[session.role], today);
  if (!row) return { novedad: null };
  const words = row.texts[lang];
  return { novedad: { id: row.id, titulo: words.title, texto: words.text, imagen: row.image, enlace: row.link } };
}

/** POST novedades/vista: the modal is not shown again for it, on any device. */
export async function noveltySeen(deps: AppDeps, session: SessionContext, noveltyId: number): Promise<void> {
  if (!(await noveltyExists(deps.db, noveltyId)))
    throw new AppError('novelties.unknown', 1, {}, { campo: 'idNovedad' });
  await markSeen(deps.db, session.userId, noveltyId, deps.clock.now());
}
