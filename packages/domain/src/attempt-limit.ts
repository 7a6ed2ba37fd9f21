import type { MessageKey } from './i18n/en.ts';

/**
 * A cap on guesses aimed at one account (ASVS 6.3): at most `max` attempts within `windowMinutes`,
 * then nothing more is tried for `lockMinutes` (or the rest of the window). The server counts them
 * per account in the database, whatever address the attempts come from.
 */
export interface AttemptLimit {
  /** The counter's name in the database. */
  scope: string;
  max: number;
  windowMinutes: number;
  /** How long the cap holds once reached; absent: until the window ends. */
  lockMinutes?: number;
  /** What the person reads while the cap holds; `{{minutes}}` is filled in. */
  refusal: MessageKey;
  /** The form field the refusal belongs next to, when there is one. */
  field?: string;
  /**
   * What a success does to the count: `forget-all` (the right password clears earlier failures),
   * `forget-one` (only refusals count, as for prepaid codes), `keep` (every attempt counts, as for codes sent).
   */
  onSuccess: 'forget-all' | 'forget-one' | 'keep';
  /**
   * Count failures only (passwords): an attempt holds one of the `max` tries while it runs and gives it back
   * when it proves right, so people logging in from several devices at once lock nothing; attempts beyond
   * the tries held wait for one to come back instead of being tried (docs/decisions/0041).
   */
  holdsTries?: boolean;
}
