import type { ApiStatusCode } from '@vo/domain/envelope';
import type { MessageParams } from '@vo/domain/i18n/catalogue';
import type { MessageKey } from '@vo/domain/i18n/en';

/**
 * A refusal the caller should read: a catalogue key, its parameters and the envelope status.
 * Services throw it; the platform turns it into `{status, message, code}` in the caller's language.
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status: ApiStatusCode = 1,
    readonly params: MessageParams = {},
    readonly data?: unknown,
  ) {
    super(key);
    this.name = 'AppError';
  }
}
