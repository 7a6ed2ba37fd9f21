import { useQuery } from '@tanstack/react-query';
import { paymentEndpoints as endpoints } from '@vo/domain/payments/payments.endpoints';
import type {
  FriendRequest,
  friendCardPaymentSchema,
  friendRequestSchema,
  prepaidPaymentRequestSchema,
  walletPaymentRequestSchema,
} from '@vo/domain/payments/payments.schemas';
import type { z } from 'zod';
import { ApiFailure, call, unwrap } from '../../lib/api.ts';
import { callOnce } from '../../lib/send-once.ts';
import { productKeys } from '../products/index.ts';

/** Prepaid codes, the points wallet and "ask a friend" (docs/decisions/0008). */

export type PrepaidPaymentRequest = z.output<typeof prepaidPaymentRequestSchema>;
export type WalletPaymentRequest = z.output<typeof walletPaymentRequestSchema>;
export type FriendRequestInput = z.output<typeof friendRequestSchema>;
export type FriendCardPayment = z.output<typeof friendCardPaymentSchema>;

/** POST /pagos/prepago */
export const payByPrepaid = (request: PrepaidPaymentRequest, idempotencyKey: string) =>
  callOnce(endpoints.prepaid, request, idempotencyKey);

/** POST /pagos/billetera */
export const payByWallet = (request: WalletPaymentRequest, idempotencyKey: string) =>
  callOnce(endpoints.walletPayment, request, idempotencyKey);

/** POST /pagos/amigo/tarjeta: the friend's card pays the owner's product. */
export const payFriendByCard = (request: FriendCardPayment, idempotencyKey: string) =>
  callOnce(endpoints.friendPaysByCard, request, idempotencyKey);

/** GET /billetera. Silent: a customer without a wallet is simply not offered the method. */
export function useWallet() {
  return useQuery({
    queryKey: productKeys.wallet,
    queryFn: async () => unwrap(await call(endpoints.wallet, undefined, { silent: true })),
    retry: (count, error) => !(error instanceof ApiFailure) && count < 2,
  });
}

export const hasNoWallet = (error: unknown): boolean =>
  error instanceof ApiFailure && error.envelope.code === 'payments.walletNone';

/** POST /pagos/amigo/solicitud: a code the owner sends someone to pay this amount. Nothing is charged yet. */
export async function askFriendToPay(request: FriendRequestInput): Promise<FriendRequest> {
  return unwrap(await call(endpoints.askFriend, request, { silent: true }));
}

export const friendRequestKey = (codigo: string) => ['payments', 'friend', codigo] as const;

/** GET /pagos/amigo: what a code asks to pay. Silent: an unknown code is shown in place of the request. */
export function useFriendRequest(codigo: string | null) {
  return useQuery({
    queryKey: friendRequestKey(codigo ?? ''),
    queryFn: async () => unwrap(await call(endpoints.friendRequest, { codigo: codigo ?? '' }, { silent: true })),
    enabled: codigo !== null,
    retry: (count, error) => !(error instanceof ApiFailure) && count < 2,
  });
}
