import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardFields } from '@vo/domain/payments/card.rules';
import type { SubscriptionPlanWire } from '@vo/domain/subscriptions/subscription.schemas';
import { subscriptionEndpoints as endpoints } from '@vo/domain/subscriptions/subscriptions.endpoints';
import { call, unwrap } from '../../lib/api.ts';
import { callOnce } from '../../lib/send-once.ts';

const keys = { home: (brand: string) => ['subscriptions', brand] as const };

/** GET /suscripciones?marca: the plans and the person's subscription of the brand. */
export function useSubscriptionHome(brand: string) {
  return useQuery({
    queryKey: keys.home(brand),
    queryFn: async () => unwrap(await call(endpoints.home, { marca: brand })),
  });
}

/** After subscribing, cancelling or resuming, the page reads the subscription again. */
export function useRefreshSubscription() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['subscriptions'] });
}

export type SubscribeRequest = CardFields & { marca: string; plan: SubscriptionPlanWire };

/** POST /suscripciones: the first period charged to the card now. */
export const subscribe = (request: SubscribeRequest, key: string) => callOnce(endpoints.subscribe, request, key);

/** POST /suscripciones/cancelar: active until the period ends, not charged again. */
export const cancelSubscription = (idSuscripcion: number, key: string) =>
  callOnce(endpoints.cancel, { idSuscripcion }, key);

/** POST /suscripciones/reanudar: charged again when the period ends. */
export const resumeSubscription = (idSuscripcion: number, key: string) =>
  callOnce(endpoints.resume, { idSuscripcion }, key);
