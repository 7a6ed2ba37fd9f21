import type { MessageKey } from '@vo/domain/i18n/catalogue';
import { ROOM_DURATION_MAX_HOURS } from '@vo/domain/rooms/room-config';
import { roomStaffRefusals, type StaffField } from '@vo/domain/rooms/room-staff.rules';
import { roomScheduleConflicts } from '@vo/domain/rooms/room-time.rules';
import type { StaffChoice } from '@vo/domain/rooms/rooms.wire';
import { formatBusinessDateTime } from '@vo/domain/time';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { advisersByDocument, agendaBetween, lockAgendas } from './rooms.repo.ts';

export interface ResolvedStaff {
  presenterId: number;
  secondPresenterId: number | null;
  moderatorIds: number[];
}

/**
 * Spec §5: the presenter, the second presenter and the moderators are advisers, named by document; the
 * organiser presents nothing, the two presenters differ, and a moderator is none of them (the domain's
 * rule, which the create form checks too). Each field is refused by the first rule it breaks.
 */
export async function resolveStaff(db: Executor, creator: { id: number; documentNumber: string }, choice: StaffChoice) {
  const second = choice.secondPresenter || undefined;
  const moderators = choice.moderators ?? [];
  const found = await advisersByDocument(db, [choice.presenter, ...(second ? [second] : []), ...moderators]);
  const refusals = roomStaffRefusals(creator.documentNumber, choice);
  const refuse = (campo: StaffField) => {
    const refusal = refusals.find((r) => r.field === campo);
    if (refusal) throw new AppError(refusal.message, 1, {}, { campo });
  };
  const idOf = (documentNumber: string, campo: StaffField) => {
    const adviser = found.find((a) => a.documentNumber === documentNumber);
    if (!adviser) throw new AppError('rooms.notAnAdviser', 1, {}, { campo });
    return adviser.id;
  };
  refuse('presentador');
  const presenterId = idOf(choice.presenter, 'presentador');
  let secondPresenterId: number | null = null;
  if (second) {
    refuse('segundoPresentador');
    secondPresenterId = idOf(second, 'segundoPresentador');
  }
  refuse('moderadores');
  const moderatorIds = moderators.map((documentNumber) => idOf(documentNumber, 'moderadores'));
  return { presenterId, secondPresenterId, moderatorIds: [...new Set(moderatorIds)] } satisfies ResolvedStaff;
}

const CLASH: Record<'creator' | 'presenter' | 'second', { key: MessageKey; campo: string }> = {
  creator: { key: 'rooms.clashCreator', campo: 'fechaHora' },
  presenter: { key: 'rooms.clashPresenter', campo: 'presentador' },
  second: { key: 'rooms.clashSecondPresenter', campo: 'segundoPresentador' },
};

/**
 * Spec §5: the creator, the presenter and the second presenter may not be in another room at the same
 * time. Their agendas are locked for the rest of the transaction, then checked; a clash names the other
 * room, its start and its duration.
 */
export async function refuseScheduleClashes(
  tx: Executor,
  people: { creator: number; presenter: number; second: number | null },
  when: { startsAt: Date; endsAt: Date },
  exceptRoomId?: number,
): Promise<void> {
  const who = [
    ['creator', people.creator],
    ['presenter', people.presenter],
    ...(people.second ? [['second', people.second] as const] : []),
  ] as const;
  await lockAgendas(
    tx,
    who.map(([, id]) => id),
  );
  for (const [role, userId] of who) {
    const agenda = await agendaBetween(
      tx,
      userId,
      when.startsAt,
      when.endsAt,
      ROOM_DURATION_MAX_HOURS * 60,
      exceptRoomId,
    );
    const [clash] = roomScheduleConflicts(when, agenda);
    if (clash) {
      const { key, campo } = CLASH[role];
      throw new AppError(
        key,
        1,
        {
          room: clash.name,
          start: formatBusinessDateTime(clash.startsAt).slice(0, 16),
          hours: String((clash.endsAt.getTime() - clash.startsAt.getTime()) / 3_600_000),
        },
        { campo },
      );
    }
  }
}
