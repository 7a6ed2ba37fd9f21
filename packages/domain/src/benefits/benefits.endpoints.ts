import { defineEndpoint } from '../endpoint.ts';
import { qrChargeAnswer } from '../payments/payments.wire.ts';
import { accreditationCardsAnswer, cardCheckAnswer, cardCheckRequest, cardsRequest } from './accreditation.wire.ts';
import { feePaidAnswer, productFeeRequest, travelQrRequest } from './benefits.wire.ts';
import { rciPaidAnswer, travelBenefitsAnswer } from './travel-benefits.wire.ts';

/** A membership's benefits (spec §2 /carnet-{brand}, /beneficios-travel; calls ours, docs/decisions/0015). */
export const benefitEndpoints = {
  cards: defineEndpoint({ method: 'GET', path: 'carnets', query: cardsRequest, answer: accreditationCardsAnswer }),
  checkCard: defineEndpoint({
    method: 'POST',
    path: 'carnet/verificar',
    body: cardCheckRequest,
    answer: cardCheckAnswer,
  }),
  payCardFee: defineEndpoint({ method: 'POST', path: 'carnet/pagar', body: productFeeRequest, answer: feePaidAnswer }),
  travel: defineEndpoint({ method: 'GET', path: 'beneficios-travel', answer: travelBenefitsAnswer }),
  payTravel: defineEndpoint({
    method: 'POST',
    path: 'beneficios-travel/pagar',
    body: productFeeRequest,
    answer: rciPaidAnswer,
  }),
  /** The RCI affiliation by QR (spec §9 benefit by QR): answered like POST /pagos/qr; its state is /pagos/qr/estado. */
  payTravelByQr: defineEndpoint({
    method: 'POST',
    path: 'beneficios-travel/qr',
    body: travelQrRequest,
    answer: qrChargeAnswer,
  }),
};
