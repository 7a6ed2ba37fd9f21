import { useQuery } from '@tanstack/react-query';
import { paymentEndpoints as endpoints } from '@vo/domain/payments/payments.endpoints';
import type { PrepaidBalance, prepaidBalanceRequestSchema } from '@vo/domain/payments/payments.schemas';
import type { z } from 'zod';
import { call, unwrap } from '../../lib/api.ts';

export type PrepaidBalanceRequest = z.output<typeof prepaidBalanceRequestSchema>;

const captchaKey = ['captcha'] as const;

/**
 * GET /captcha. Each image answers one attempt, right or wrong, so it is never reused from the cache:
 * the page asks for a new one after every answer and whenever the person cannot read it.
 */
export function useCaptcha() {
  return useQuery({
    queryKey: captchaKey,
    queryFn: async () => unwrap(await call(endpoints.captcha)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** POST /tarjetas-prepago/saldo. Silent: a wrong code or captcha is shown next to its field. */
export async function checkPrepaidBalance(request: PrepaidBalanceRequest): Promise<PrepaidBalance> {
  return unwrap(await call(endpoints.prepaidBalance, request, { silent: true }));
}
