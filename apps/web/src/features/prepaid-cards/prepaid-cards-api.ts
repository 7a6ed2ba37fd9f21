import { useQuery } from '@tanstack/react-query';
import type { CaptchaKind } from '@vo/domain/payments/captcha.rules';
import { paymentEndpoints as endpoints } from '@vo/domain/payments/payments.endpoints';
import type { PrepaidBalance, prepaidBalanceRequestSchema } from '@vo/domain/payments/payments.schemas';
import type { z } from 'zod';
import { call, unwrap } from '../../lib/api.ts';

export type PrepaidBalanceRequest = z.output<typeof prepaidBalanceRequestSchema>;

/**
 * GET /captcha: the image, or for a person who cannot see it a code sent to their e-mail or phone
 * (docs/decisions/0030, 0042).
 * Each answers one attempt, right or wrong, so it is never reused from the cache: the page asks for a new
 * one after every answer and whenever the person cannot read it.
 */
export function useCaptcha(kind: CaptchaKind) {
  return useQuery({
    queryKey: ['captcha', kind],
    queryFn: async () => unwrap(await call(endpoints.captcha, kind === 'question' ? { tipo: 'pregunta' } : {})),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** POST /tarjetas-prepago/saldo. Silent: a wrong code or captcha is shown next to its field. */
export async function checkPrepaidBalance(request: PrepaidBalanceRequest): Promise<PrepaidBalance> {
  return unwrap(await call(endpoints.prepaidBalance, request, { silent: true }));
}
