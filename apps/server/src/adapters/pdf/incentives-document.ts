import type { MessageKey, MessageParams } from '@vo/domain/i18n/catalogue';
import { BEST_SELLER_CYCLES } from '@vo/domain/incentives/incentives-config';
import { formatBusinessDateTime } from '@vo/domain/time';
import type { SimpleDocument } from './simple-pdf.ts';

/**
 * The incentives information as a PDF (spec §2 /informacion): the same translated sentences as the
 * page, in the reader's language (it is information, not a legal document).
 */
export function incentivesDocument(t: (key: MessageKey, params?: MessageParams) => string, now: Date): SimpleDocument {
  const cycles = BEST_SELLER_CYCLES.map((c) => `${c.from} – ${c.to}`).join('; ');
  return {
    title: t('incentives.info.title'),
    subtitle: t('incentives.info.intro'),
    lines: [
      [t('incentives.info.raceTitle'), t('incentives.info.raceRule1')],
      ['', t('incentives.info.raceRule2')],
      ['', t('incentives.info.raceRule3')],
      ['', t('incentives.info.raceRule4')],
      ['', t('incentives.info.raceRule5')],
      [t('incentives.info.bonusTitle'), t('incentives.info.bonusRule1')],
      ['', t('incentives.info.bonusRule2', { cycles })],
    ],
    footer: t('incentives.info.issued', { date: formatBusinessDateTime(now) }),
  };
}
