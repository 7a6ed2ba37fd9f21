import type { StaffChoice } from './rooms.wire.ts';

/** The fields of the create form (and of PUT /salas/presentadores, /moderadores) that name a room's people. */
export type StaffField = 'presentador' | 'segundoPresentador' | 'moderadores';

export interface StaffRefusal {
  field: StaffField;
  message: 'rooms.organiserCannotPresent' | 'rooms.presentersSame' | 'rooms.moderatorIsStaff';
}

/**
 * Spec §5, the people of a room weighed against each other: the organiser presents nothing, the two
 * presenters differ, and a moderator is none of them. At most one refusal per field, in the fields'
 * order; none when all is well. Whether each document names an adviser needs the data: the server's.
 */
export function roomStaffRefusals(organiser: string, choice: StaffChoice): StaffRefusal[] {
  const second = choice.secondPresenter || undefined;
  const refusals: StaffRefusal[] = [];
  if (choice.presenter === organiser) refusals.push({ field: 'presentador', message: 'rooms.organiserCannotPresent' });
  if (second === organiser) refusals.push({ field: 'segundoPresentador', message: 'rooms.organiserCannotPresent' });
  else if (second === choice.presenter) refusals.push({ field: 'segundoPresentador', message: 'rooms.presentersSame' });
  if ((choice.moderators ?? []).some((ci) => ci === organiser || ci === choice.presenter || ci === second))
    refusals.push({ field: 'moderadores', message: 'rooms.moderatorIsStaff' });
  return refusals;
}
