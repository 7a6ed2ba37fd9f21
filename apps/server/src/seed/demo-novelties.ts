import { addDaysToDate, businessDateOf } from '@vo/domain/time';
import type { Executor } from '../db/client.ts';
import { novelties } from '../db/schema/index.ts';

/**
 * The novelty the modal announces when a deployment turns it on (spec §9: off; `npm run ops -- flags
 * noveltyModal=on`): saved cards, to everyone who pays, for two months from the day the demo is seeded.
 */
export async function seedDemoNovelties(tx: Executor, now: Date): Promise<void> {
  const today = businessDateOf(now);
  await tx.insert(novelties).values({
    texts: {
      en: {
        title: 'Your saved cards, in your hands',
        text: 'See the cards you paid with and remove the ones you no longer use, then pay with a new one.',
      },
      es: {
        title: 'Sus tarjetas guardadas, en sus manos',
        text: 'Vea las tarjetas con las que pagó y quite las que ya no usa; luego pague con una nueva.',
      },
      pt: {
        title: 'Seus cartões salvos, em suas mãos',
        text: 'Veja os cartões com que pagou e remova os que não usa mais; depois pague com um novo.',
      },
    },
    image: '/novedades/tarjetas-guardadas.svg',
    link: '/tarjetas-guardadas',
    audience: 'customer',
    fromDate: addDaysToDate(today, -1),
    untilDate: addDaysToDate(today, 60),
  });
}
