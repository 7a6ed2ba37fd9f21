import { useQuery } from '@tanstack/react-query';
import type {
  AccreditationCardWire,
  FeePaymentWire,
  ProductFeeRequest,
  TravelBenefitsWire,
} from '@vo/domain/benefits/benefit.schemas';
import { api, unwrap } from '../../lib/api.ts';
import { sendOnce } from '../../lib/send-once.ts';

export const benefitKeys = {
  cards: ['benefits', 'cards'] as const,
  travel: ['benefits', 'travel'] as const,
};

/** GET /carnets: all the person's cards (the page picks the brand's); the QRs come freshly signed. */
export function useCards() {
  return useQuery({
    queryKey: benefitKeys.cards,
    queryFn: async () => unwrap(await api<AccreditationCardWire[]>('carnets')),
  });
}

export function useTravelBenefits() {
  return useQuery({
    queryKey: benefitKeys.travel,
    queryFn: async () => unwrap(await api<TravelBenefitsWire>('beneficios-travel')),
  });
}

/** POST /carnet/pagar: the card's yearly fee. */
export const payCardFee = (request: ProductFeeRequest, key: string) =>
  sendOnce<FeePaymentWire>('carnet/pagar', request, key);

/** POST /beneficios-travel/pagar: the RCI affiliation. */
export const payTravelBenefit = (request: ProductFeeRequest, key: string) =>
  sendOnce<FeePaymentWire & { codigoRci: string }>('beneficios-travel/pagar', request, key);
