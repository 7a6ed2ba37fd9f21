import { STANDINGS_PUSH_INTERVAL_MS } from '@vo/domain/incentives/incentives-config';
import type { Server } from 'socket.io';
import type { AppDeps } from '../deps.ts';

/** The room every adviser's sockets join: the standings are theirs to hear about. */
export const ADVISERS_ROOM = 'advisers';

/**
 * The open advisers' homes hear that the standings moved (docs/decisions/0065), from the database's own change
 * notices (docs/decisions/0037) rather than from the use cases: a payment, a sale, a reversal or a release moves
 * them whoever wrote it, and the notice leaves only once that transaction committed. Every instance hears every
 * notice, so each tells only its own sockets (`local`): no message is carried twice between instances.
 *
 * `carrera` carries nothing: each home reads its own standing again, scoped to its session. A change of the race
 * ("race": any standing or sale) may move anyone's cut-off, so it goes to every adviser, at most once per
 * interval (a burst of payments folds into one more message at its end); a change of an adviser's own
 * pre-reservations ("prereservations:5,6") goes to those advisers at once.
 */
export function pushStandingsMoved(io: Server, deps: AppDeps): () => void {
  let timer: NodeJS.Timeout | undefined;
  let heardSince = false;
  const tellAdvisers = () => io.local.to(ADVISERS_ROOM).emit('carrera', {});
  const onRaceMoved = () => {
    if (timer) {
      heardSince = true;
      return;
    }
    tellAdvisers();
    const quiet = () => {
      if (!heardSince) {
        timer = undefined;
        return;
      }
      heardSince = false;
      tellAdvisers();
      timer = setTimeout(quiet, STANDINGS_PUSH_INTERVAL_MS).unref();
    };
    timer = setTimeout(quiet, STANDINGS_PUSH_INTERVAL_MS).unref();
  };
  const stop = deps.memory.reads.onChange((notice) => {
    if (notice === 'race') return onRaceMoved();
    if (!notice.startsWith('prereservations:')) return;
    const people = notice.slice('prereservations:'.length);
    if (people === '*') return onRaceMoved();
    for (const id of people.split(',')) io.local.to(`user:${id}`).emit('carrera', {});
  });
  return () => {
    stop();
    clearTimeout(timer);
  };
}
