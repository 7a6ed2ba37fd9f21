import { randomInt, randomUUID } from 'node:crypto';
import type { Language } from '@vo/domain/config';
import { translate } from '@vo/domain/i18n/catalogue';
import type { MessageKey } from '@vo/domain/i18n/en';
import { type CaptchaKind, captchaCodeChannel } from '@vo/domain/payments/captcha.rules';
import { CAPTCHA_CODE_SENDS, PREPAID_CODE_TRIES } from '@vo/domain/payments/guess-limits';
import { CAPTCHA_CODE_LENGTH, CAPTCHA_LENGTH, CAPTCHA_TTL_MINUTES } from '@vo/domain/payments/payment-config';
import type { PrepaidCardView } from '@vo/domain/payments/payment-means.wire';
import type { PaymentOutcome } from '@vo/domain/payments/payments.wire';
import { prepaidCardState, prepaidRefusal } from '@vo/domain/payments/prepaid.rules';
import svgCaptcha from 'svg-captcha';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { perPersonCap, takeAttempt } from '../../platform/limits/attempt-limits.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import { admitPayment } from './admission.ts';
import { contactOf, prepaidCardByCode, saveCaptcha, sha256, spendPrepaid, takeCaptcha } from './payment-means.repo.ts';
import { recordReceivedPayment } from './settlement.ts';

/** What a refused code is, for the cap on codes tried per person (a wrong captcha tells nothing of a code). */
export const PREPAID_CODE_FAILURES: ReadonlySet<MessageKey> = new Set([
  'payments.prepaidRefused',
  'payments.prepaidCodeInvalid',
]);

/** Prepaid codes refused to one person are capped per hour, paying and checking balances alike. */
export const withPrepaidCodeCap = perPersonCap(PREPAID_CODE_TRIES, PREPAID_CODE_FAILURES);

/** POST /pagos/prepago, inside runOnce: the card row is locked, so its balance is spent once. */
export async function payByPrepaid(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: { productId: number; amountCents: bigint; code: string },
): Promise<PaymentOutcome> {
  const { product, schedule, amountCents, now } = await admitPayment(tx, deps, session.userId, request);
  const card = await prepaidCardByCode(tx, request.code, { forUpdate: true });
  // One refusal for every reason: without the captcha of the balance page, a code's state and balance stay
  // unknown, so the payment cannot be used to probe codes (docs/decisions/0018).
  if (!card || prepaidRefusal(card, amountCents, now)) {
    throw new AppError('payments.prepaidRefused', 1, {}, { campo: 'codigo' });
  }
  await spendPrepaid(tx, card.id, amountCents);
  return recordReceivedPayment(tx, deps, {
    product,
    schedule,
    amountCents,
    now,
    method: 'prepaid',
    methodDetail: `Tarjeta prepago **** ${card.codeLast4}`,
    ownerDocumentNumber: session.documentNumber,
    payerUserId: session.userId,
    details: { prepaidCardId: card.id },
  });
}

/**
 * GET /captcha: an image of letters a person reads (drawn as paths, so the SVG holds no text), or for a person
 * who cannot see it, a code sent to their own e-mail (else phone), read out by their mail or messages like any
 * other (docs/decisions/0030, 0042). The page holds nothing that answers it; codes sent are capped per person.
 */
export async function newCaptcha(
  deps: AppDeps,
  kind: CaptchaKind,
  lang: Language,
  userId: number,
): Promise<{ id: string; svg: string; question: string | null }> {
  const id = randomUUID();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + CAPTCHA_TTL_MINUTES * 60_000);
  if (kind === 'question') return { id, svg: '', question: await sendCaptchaCode(deps, id, lang, userId, expiresAt) };
  const { data, text } = svgCaptcha.create({ size: CAPTCHA_LENGTH, noise: 2, ignoreChars: '0oO1iIlL', color: false });
  await saveCaptcha(deps.db, id, text, expiresAt, now);
  return { id, svg: data, question: null };
}

/** Sends the accessible captcha's code through the outbox and answers the sentence that says where it went. */
async function sendCaptchaCode(deps: AppDeps, id: string, lang: Language, userId: number, expiresAt: Date) {
  const now = deps.clock.now();
  // Counted before anything is sent, so codes asked all at once cannot pass the cap.
  const send = await takeAttempt(deps.db, CAPTCHA_CODE_SENDS, String(userId), now);
  const to = captchaCodeChannel(await contactOf(deps.db, userId));
  if (!to) {
    await send.withdrawn();
    throw new AppError('captcha.noContact');
  }
  const code = String(randomInt(0, 10 ** CAPTCHA_CODE_LENGTH)).padStart(CAPTCHA_CODE_LENGTH, '0');
  await deps.db.transaction(async (tx) => {
    await saveCaptcha(tx, id, code, expiresAt, now, 'question');
    await deps.messaging.enqueue(
      tx,
      [
        {
          channel: to.channel,
          recipient: to.recipient,
          subject: translate(lang, 'captcha.codeSubject'),
          body: translate(lang, 'captcha.codeMessage', { code, minutes: CAPTCHA_TTL_MINUTES }),
        },
      ],
      now,
    );
  });
  return translate(lang, to.channel === 'email' ? 'captcha.codeSentByEmail' : 'captcha.codeSentBySms');
}

/**
 * POST /tarjetas-prepago/saldo: spec §5, the code and the captcha must match. The captcha is used up
 * by the attempt, right or wrong, so codes cannot be tried in a loop against one image.
 */
export async function prepaidBalance(
  deps: AppDeps,
  request: { code: string; captchaId: string; captchaAnswer: string },
): Promise<PrepaidCardView> {
  const captcha = await takeCaptcha(deps.db, request.captchaId);
  const now = deps.clock.now();
  if (!captcha || captcha.expiresAt <= now || captcha.answerHash !== sha256(request.captchaAnswer.toLowerCase())) {
    // Told in the terms of what was shown: "the characters of the image" or "the answer to the question".
    throw new AppError(
      captcha?.kind === 'question' ? 'captcha.answerWrong' : 'captcha.wrong',
      1,
      {},
      { campo: 'captcha' },
    );
  }
  const card = await prepaidCardByCode(deps.db, request.code);
  if (!card) throw new AppError('payments.prepaidCodeInvalid', 1, {}, { campo: 'codigo' });
  return {
    last4: card.codeLast4,
    balanceCents: card.balanceCents,
    currency: card.currency,
    state: prepaidCardState(card, now),
    expiresAt: card.expiresAt,
  };
}
