import { parseBusinessDateTime } from '../time.ts';
import { PAYMENT_BLACKOUTS, type PaymentBlackout } from './payment-config.ts';

/**
 * Spec §9: payments to some companies are refused during a window of La Paz wall-clock time. The
 * answer is the window in force, so the refusal can say until when; null when payments are open.
 */
export function blackoutAt(
  companyId: number,
  now: Date,
  windows: readonly PaymentBlackout[] = PAYMENT_BLACKOUTS,
): { until: string } | null {
  for (const window of windows) {
    if (!window.companies.includes(companyId)) continue;
    const from = parseBusinessDateTime(window.from);
    const to = parseBusinessDateTime(window.to);
    if (!from || !to) throw new Error(`bad payment blackout window ${window.from}–${window.to}`);
    if (now >= from && now < to) return { until: window.to };
  }
  return null;
}
