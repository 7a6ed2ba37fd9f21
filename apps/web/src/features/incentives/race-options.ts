import { raceById, raceOfDate } from '@vo/domain/incentives/race.rules';
import { businessDateOf } from '@vo/domain/time';

/** The races an adviser may look at: the running one and the three before it (two years of races). */
export function raceChoices(now: Date, count = 4): { id: string; from: string; to: string }[] {
  const choices = [];
  let race = raceOfDate(businessDateOf(now));
  for (let i = 0; i < count; i++) {
    choices.push({ id: race.id, from: race.from, to: race.to });
    const [year, half] = [Number(race.id.slice(0, 4)), race.id.endsWith('S1') ? 1 : 2];
    race = raceById(half === 1 ? `${year - 1}-S2` : `${year}-S1`)!;
  }
  return choices;
}
