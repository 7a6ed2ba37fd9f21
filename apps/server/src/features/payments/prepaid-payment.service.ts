import { randomUUID } from 'node:crypto';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_MINUTES } from '@vo/domain/config';
import { centsToDecimalString as dec } from '@vo/domain/money';
import type {
  Captcha,
  PaymentResult,
  PrepaidBalance,
  prepaidBalanceRequestSchema,
  prepaidPaymentRequestSchema,
} from '@vo/domain/payments/payments.schemas';
import { prepaidCardState, prepaidRefusal } from '@vo/domain/payments/prepaid.rules';
import svgCaptcha from 'svg-captcha';
import type { z } from 'zod';
import type { Tx } from '../../db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import { admitPayment } from './admission.ts';
import { prepaidCardByCode, saveCaptcha, sha256, spendPrepaid, takeCaptcha } from './payment-means.repo.ts';
import { recordReceivedPayment } from './settlement.ts';

/** POST /pagos/prepago, inside runOnce: the card row is locked, so its balance is spent once. */
export async function payByPrepaid(
  tx: Tx,
  deps: AppDeps,
  session: SessionContext,
  request: z.output<typeof prepaidPaymentRequestSchema>,
): Promise<PaymentResult> {
  const { product, schedule, amountCents, now } = await admitPayment(tx, deps, session.userId, request);
  const card = await prepaidCardByCode(tx, request.codigo, { forUpdate: true });
  if (!card) throw new AppError('payments.prepaidCodeInvalid', 1, {}, { campo: 'codigo' });
  const refusal = prepaidRefusal(card, amountCents, now);
  if (refusal)
    throw new AppError(refusal, 1, { balance: `${dec(card.balanceCents)} ${card.currency}` }, { campo: 'codigo' });
  await spendPrepaid(tx, card.id, amountCents);
  return recordReceivedPayment(tx, {
    product,
    schedule,
    amountCents,
    now,
    method: 'prepaid',
    methodDetail: `Tarjeta prepago **** ${card.codeLast4}`,
    ownerCi: session.ci,
    payerUserId: session.userId,
    details: { prepaidCardId: card.id },
  });
}

/** GET /captcha: an image of letters a person reads (drawn as paths, so the SVG holds no text). */
export async function newCaptcha(deps: AppDeps): Promise<Captcha> {
  const { data, text } = svgCaptcha.create({ size: CAPTCHA_LENGTH, noise: 2, ignoreChars: '0oO1iIlL', color: false });
  const id = randomUUID();
  const now = deps.clock.now();
  await saveCaptcha(deps.db, id, text, new Date(now.getTime() + CAPTCHA_TTL_MINUTES * 60_000), now);
  return { idCaptcha: id, svg: data };
}

const STATE_WIRE = { enabled: 'habilitada', notEnabled: 'no_habilitada', expired: 'vencida' } as const;

/**
 * POST /tarjetas-prepago/saldo: spec §5, the code and the captcha must match. The captcha is used up
 * by the attempt, right or wrong, so codes cannot be tried in a loop against one image.
 */
export async function prepaidBalance(
  deps: AppDeps,
  request: z.output<typeof prepaidBalanceRequestSchema>,
): Promise<PrepaidBalance> {
  const captcha = await takeCaptcha(deps.db, request.idCaptcha);
  const now = deps.clock.now();
  if (!captcha || captcha.expiresAt <= now || captcha.answerHash !== sha256(request.captcha.toLowerCase())) {
    throw new AppError('captcha.wrong', 1, {}, { campo: 'captcha' });
  }
  const card = await prepaidCardByCode(deps.db, request.codigo);
  if (!card) throw new AppError('payments.prepaidCodeInvalid', 1, {}, { campo: 'codigo' });
  return {
    terminacion: card.codeLast4,
    saldo: dec(card.balanceCents),
    moneda: card.currency,
    estado: STATE_WIRE[prepaidCardState(card, now)],
    vence: card.expiresAt.toISOString(),
  };
}
