import { accreditationCardWire, cardCheckWire } from '@vo/domain/benefits/accreditation.wire';
import { benefitEndpoints as endpoints } from '@vo/domain/benefits/benefits.endpoints';
import { feePaidWire } from '@vo/domain/benefits/benefits.wire';
import { rciPaidWire, travelBenefitsWire } from '@vo/domain/benefits/travel-benefits.wire';
import { qrChargeWire } from '@vo/domain/payments/payments.wire';
import { formatCalendarDay } from '@vo/domain/time';
import type { FastifyInstance } from 'fastify';
import { runOnce } from '../../platform/exactly-once/idempotency.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { intentOf, voidIfNotRecorded } from '../payments/index.ts';
import { cardsHome, checkCard, payCardFee } from './accreditation.service.ts';
import { issueTravelBenefitQr, payTravelBenefit, travelBenefitsHome } from './travel-benefits.service.ts';

/**
 * The benefits of a membership (docs/decisions/0015): the accreditation card and its fee (spec §2 /carnet-{brand},
 * /acreditacion-{brand}/payme), the gate's check of its QR, and the travel benefit (/beneficios-travel).
 */
export async function benefitsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['benefits']);
  const { deps } = app;
  const own = { access: 'customer-own' } as const;
  const money = { access: 'customer-own', effect: 'money', idempotent: true } as const;

  route(endpoints.cards, own, async ({ brand }, request, reply) =>
    reply.ok((await cardsHome(deps, request.session!, request.lang, brand)).map(accreditationCardWire)),
  );
  // The gate is a client of ours (a known agente) with no person logged in; it learns only what it must. Its scan
  // reads only, so its answer does not wait for the database's change notices (docs/decisions/0062).
  route(endpoints.checkCard, { access: 'public', writesNothing: true }, async ({ code }, _request, reply) =>
    reply.ok(cardCheckWire(await checkCard(deps, code))),
  );
  route(endpoints.payCardFee, money, async (input, request, reply) =>
    voidIfNotRecorded(deps, intentOf(request), (attempt) =>
      runOnce(request, reply, async (tx) => {
        const paid = await payCardFee(tx, deps, request.session!, input, attempt);
        return reply.ok(feePaidWire(paid), 'benefits.cardFeePaid', {
          until: formatCalendarDay(paid.validUntil),
          receipt: paid.receiptNumber,
        });
      }),
    ),
  );
  route(endpoints.travel, own, async (_input, request, reply) =>
    reply.ok(travelBenefitsWire(await travelBenefitsHome(deps, request.session!, request.lang))),
  );
  route(endpoints.payTravel, money, async (input, request, reply) =>
    voidIfNotRecorded(deps, intentOf(request), (attempt) =>
      runOnce(request, reply, async (tx) => {
        const paid = await payTravelBenefit(tx, deps, request.session!, input, attempt);
        return reply.ok(rciPaidWire(paid), 'benefits.rciPaid', {
          code: paid.rciCode,
          until: formatCalendarDay(paid.validUntil),
        });
      }),
    ),
  );
  // No charge is taken here: the bank's confirmation (POST /pagos/qr/notificacion) pays and enables it.
  route(endpoints.payTravelByQr, money, async ({ productId }, request, reply) =>
    runOnce(request, reply, async (tx) =>
      reply.ok(qrChargeWire(await issueTravelBenefitQr(tx, deps, request.session!, productId))),
    ),
  );
}
