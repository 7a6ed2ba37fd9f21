import { useQuery } from '@tanstack/react-query';
import type { ProductFeeRequest } from '@vo/domain/benefits/benefit.schemas';
import { benefitEndpoints as endpoints } from '@vo/domain/benefits/benefits.endpoints';
import { call, unwrap } from '../../lib/api.ts';
import { callOnce } from '../../lib/send-once.ts';

export const benefitKeys = {
  cards: ['benefits', 'cards'] as const,
  travel: ['benefits', 'travel'] as const,
};

/** GET /carnets: all the person's cards (the page picks the brand's); the QRs come freshly signed. */
export function useCards() {
  return useQuery({
    queryKey: benefitKeys.cards,
    queryFn: async () => unwrap(await call(endpoints.cards)),
  });
}

export function useTravelBenefits() {
  return useQuery({
    queryKey: benefitKeys.travel,
    queryFn: async () => unwrap(await call(endpoints.travel)),
  });
}

/** POST /carnet/pagar: the card's yearly fee. */
export const payCardFee = (request: ProductFeeRequest, key: string) => callOnce(endpoints.payCardFee, request, key);

/** POST /beneficios-travel/pagar: the RCI affiliation. */
export const payTravelBenefit = (request: ProductFeeRequest, key: string) =>
  callOnce(endpoints.payTravel, request, key);

/** POST /beneficios-travel/qr: a QR for the RCI affiliation; the bank's confirmation pays and enables it. */
export const payTravelBenefitByQr = (request: { idProducto: number }, key: string) =>
  callOnce(endpoints.payTravelByQr, request, key);
