import { describe, expect, it } from 'vitest';
import { roomStaffRefusals } from './room-staff.rules.ts';

const ORGANISER = '2000001';

describe('the people of a room (spec §5)', () => {
  it('lets an organiser, two presenters and moderators who are all different people through', () => {
    expect(
      roomStaffRefusals(ORGANISER, { presenter: '2000002', secondPresenter: '2000003', moderators: ['2000004'] }),
    ).toEqual([]);
    expect(roomStaffRefusals(ORGANISER, { presenter: '2000002', secondPresenter: '' })).toEqual([]);
  });

  it('refuses the organiser as presenter or second presenter, next to that field', () => {
    expect(roomStaffRefusals(ORGANISER, { presenter: ORGANISER })).toEqual([
      { field: 'presentador', message: 'rooms.organiserCannotPresent' },
    ]);
    expect(roomStaffRefusals(ORGANISER, { presenter: '2000002', secondPresenter: ORGANISER })).toEqual([
      { field: 'segundoPresentador', message: 'rooms.organiserCannotPresent' },
    ]);
  });

  it('refuses the same person twice as presenter, and a moderator who is the organiser or a presenter', () => {
    expect(roomStaffRefusals(ORGANISER, { presenter: '2000002', secondPresenter: '2000002' })).toEqual([
      { field: 'segundoPresentador', message: 'rooms.presentersSame' },
    ]);
    for (const moderator of [ORGANISER, '2000002', '2000003'])
      expect(
        roomStaffRefusals(ORGANISER, { presenter: '2000002', secondPresenter: '2000003', moderators: [moderator] }),
        moderator,
      ).toEqual([{ field: 'moderadores', message: 'rooms.moderatorIsStaff' }]);
  });

  it('names every field at fault at once, in the order of the form', () => {
    expect(
      roomStaffRefusals(ORGANISER, { presenter: ORGANISER, secondPresenter: ORGANISER, moderators: [ORGANISER] }).map(
        (r) => r.field,
      ),
    ).toEqual(['presentador', 'segundoPresentador', 'moderadores']);
  });
});
