import { parseBusinessLocalDateTime } from '@vo/domain/time';
import { describe, expect, it } from 'vitest';
import { presentersNotAdvisers, ROOM_STEPS, type RoomFormInput, stepOf, stepRefusals } from './room-form.ts';

/** Tuesday 10 November 2026, 08:00 in La Paz. */
const now = parseBusinessLocalDateTime('2026-11-10T08:00')!;
const context = { now, organiserDocument: '2000001' };
const WHEN = ROOM_STEPS.findIndex((s) => s.label === 'rooms.create.stepWhen');
const PRESENTERS = ROOM_STEPS.findIndex((s) => s.label === 'rooms.create.stepPresenters');

const values = (overrides: Partial<RoomFormInput> = {}) =>
  ({
    fechaHora: '2026-11-20T19:00',
    duracionHoras: 2,
    presentador: '2000002',
    segundoPresentador: '',
    moderadores: '',
    ...overrides,
  }) as RoomFormInput;

describe('the dates step of the room wizard', () => {
  it('lets a room well ahead, off the last day of the month, through', () => {
    expect(stepRefusals(WHEN, values(), context)).toEqual([]);
  });

  it('refuses a start less than 12 hours ahead, or already past, next to the date', () => {
    expect(stepRefusals(WHEN, values({ fechaHora: '2026-11-10T19:00' }), context)).toEqual([
      { field: 'fechaHora', message: 'rooms.tooSoon' },
    ]);
    expect(stepRefusals(WHEN, values({ fechaHora: '2026-11-09T19:00' }), context)).toEqual([
      { field: 'fechaHora', message: 'rooms.tooSoon' },
    ]);
  });

  it('refuses the last day of the month and a date out of range', () => {
    expect(stepRefusals(WHEN, values({ fechaHora: '2026-11-30T19:00' }), context)[0]?.message).toBe(
      'rooms.lastDayOfMonth',
    );
    expect(stepRefusals(WHEN, values({ fechaHora: '2027-11-20T19:00' }), context)[0]?.message).toBe(
      'rooms.tooFarAhead',
    );
  });

  it('puts a duration out of range next to the duration', () => {
    expect(stepRefusals(WHEN, values({ duracionHoras: 9 }), context)).toEqual([
      { field: 'duracionHoras', message: 'rooms.durationOutOfRange' },
    ]);
  });
});

describe('the presenters step of the room wizard', () => {
  it('refuses the organiser as presenter or second presenter', () => {
    expect(stepRefusals(PRESENTERS, values({ presentador: '2000001' }), context)).toEqual([
      { field: 'presentador', message: 'rooms.organiserCannotPresent' },
    ]);
    expect(stepRefusals(PRESENTERS, values({ segundoPresentador: '2000001' }), context)).toEqual([
      { field: 'segundoPresentador', message: 'rooms.organiserCannotPresent' },
    ]);
  });

  it('refuses the same person twice as presenter, and a moderator who is already staff', () => {
    expect(
      stepRefusals(PRESENTERS, values({ segundoPresentador: '2000002', moderadores: '2000003, 2000001' }), context),
    ).toEqual([
      { field: 'segundoPresentador', message: 'rooms.presentersSame' },
      { field: 'moderadores', message: 'rooms.moderatorIsStaff' },
    ]);
  });

  it('checks nothing across fields on the other steps', () => {
    expect(stepRefusals(0, values({ presentador: '2000001', fechaHora: 'x' }), context)).toEqual([]);
  });
});

describe('a refusal of the server', () => {
  it('takes the person back to the step of the field it names', () => {
    expect(stepOf('fechaHora')).toBe(WHEN);
    expect(stepOf('segundoPresentador')).toBe(PRESENTERS);
    expect(stepOf('unknown')).toBe(ROOM_STEPS.length - 1);
  });
});

describe('the presenters who are not advisers', () => {
  it('are the ones the server says are not, and a failed lookup refuses nobody', async () => {
    const answers: Record<string, boolean | null> = { '2000002': true, '1000001': false, '2000009': null };
    const lookup = async (ci: string) => answers[ci] ?? null;
    expect(await presentersNotAdvisers(values({ segundoPresentador: '1000001' }), lookup)).toEqual([
      'segundoPresentador',
    ]);
    // Offline or a server error: the step lets the person on, and the server checks again on creating.
    expect(await presentersNotAdvisers(values({ presentador: '2000009' }), lookup)).toEqual([]);
  });
});
