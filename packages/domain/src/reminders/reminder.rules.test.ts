import { describe, expect, it } from 'vitest';
import { parseBusinessDateTime } from '../time.ts';
import { dueDatesByStage, isQuietHour, nextSendingTime, reminderStageOn } from './reminder.rules.ts';
import { reminderWords } from './reminder-words.ts';

const due = '2026-12-15';
const laPaz = (text: string) => parseBusinessDateTime(text)!;

describe('the stages of an instalment reminder', () => {
  it('reminds 7 and 1 days before, on the day, and nudges 3 and 10 days after', () => {
    expect(reminderStageOn(due, '2026-12-07')).toBeNull();
    expect(reminderStageOn(due, '2026-12-08')).toBe('before7');
    expect(reminderStageOn(due, '2026-12-14')).toBe('before1');
    expect(reminderStageOn(due, '2026-12-15')).toBe('due');
    expect(reminderStageOn(due, '2026-12-18')).toBe('after3');
    expect(reminderStageOn(due, '2026-12-25')).toBe('after10');
  });

  it('sends a missed stage up to two days late, never once the next one has come, and nothing long after', () => {
    expect(reminderStageOn(due, '2026-12-10')).toBe('before7');
    expect(reminderStageOn(due, '2026-12-11')).toBeNull();
    expect(reminderStageOn(due, '2026-12-17')).toBe('due');
    expect(reminderStageOn(due, '2026-12-27')).toBe('after10');
    expect(reminderStageOn(due, '2026-12-28')).toBeNull();
  });

  it('finds the same stages a sweep looks for by due date', () => {
    for (let day = 1; day <= 31; day++) {
      const today = `2026-12-${String(day).padStart(2, '0')}`;
      for (const { stage, from, to } of dueDatesByStage(today)) {
        for (let d = 1; d <= 31; d++) {
          const dueDate = `2026-12-${String(d).padStart(2, '0')}`;
          const inRange = dueDate >= from && dueDate <= to;
          expect(inRange).toBe(reminderStageOn(dueDate, today) === stage);
        }
      }
    }
  });
});

describe('quiet hours in La Paz', () => {
  it('writes to nobody from 21:00 to 08:00, and a reminder due at night waits until 08:00', () => {
    expect(isQuietHour(laPaz('15/12/2026 20:59:59'))).toBe(false);
    expect(isQuietHour(laPaz('15/12/2026 21:00:00'))).toBe(true);
    expect(isQuietHour(laPaz('16/12/2026 07:59:59'))).toBe(true);
    expect(isQuietHour(laPaz('16/12/2026 08:00:00'))).toBe(false);
    expect(nextSendingTime(laPaz('15/12/2026 22:30:00'))).toEqual(laPaz('16/12/2026 08:00:00'));
    expect(nextSendingTime(laPaz('16/12/2026 03:00:00'))).toEqual(laPaz('16/12/2026 08:00:00'));
    expect(nextSendingTime(laPaz('16/12/2026 10:00:00'))).toEqual(laPaz('16/12/2026 10:00:00'));
  });
});

describe('the words of a reminder', () => {
  const reminder = {
    product: 'Lote 7',
    instalmentNumber: 5,
    dueDate: due,
    owedCents: 43180n,
    currency: 'USD',
    payUrl: 'https://portal.example/realizar-pago/1?cuota=5',
  };
  it('says the due date, the amount and the link in the person’s language', () => {
    const es = reminderWords('es', reminder, '2026-12-08');
    expect(es.title).toBe('Recordatorio de pago');
    expect(es.sms).toContain('15/12/2026');
    expect(es.sms).toContain('431,80');
    expect(es.sms).toContain(reminder.payUrl);
    expect(reminderWords('pt', reminder, '2026-12-15').title).toBe('Sua parcela vence hoje');
    expect(reminderWords('en', reminder, '2026-12-18').title).toBe('Instalment overdue');
  });
});
