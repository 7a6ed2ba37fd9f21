import { cardCheckSchema, cardsQuerySchema, productFeeSchema } from '@vo/domain/benefits/benefit.schemas';
import { formatCalendarDay } from '@vo/domain/time';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { runOnce } from '../../platform/idempotency.ts';
import { refundIfNotRecorded } from '../payments/refund-on-failure.ts';
import { cardsHome, checkCard, payCardFee } from './accreditation.service.ts';
import { payTravelBenefit, travelBenefitsHome } from './travel-benefits.service.ts';

const tags = ['benefits'];

/**
 * The benefits of a membership (issue 10): the accreditation card and its fee (spec §2 /carnet-{brand},
 * /acreditacion-{brand}/payme), the gate's check of its QR, and the travel benefit (/beneficios-travel).
 */
export async function benefitsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const own = { access: 'customer-own' as const };
  const money = { access: 'customer-own' as const, effect: 'money' as const, idempotent: true };

  api.get('/carnets', { config: own, schema: { tags, querystring: cardsQuerySchema } }, async (request, reply) =>
    reply.ok(await cardsHome(deps, request.session!, request.lang, request.query.marca)),
  );
  // The gate is a client of ours (a known agente) with no person logged in; it learns only what it must.
  api.post(
    '/carnet/verificar',
    { config: { access: 'public' }, schema: { tags, body: cardCheckSchema } },
    async (request, reply) => reply.ok(await checkCard(deps, request.body.codigo)),
  );
  api.post('/carnet/pagar', { config: money, schema: { tags, body: productFeeSchema } }, async (request, reply) =>
    refundIfNotRecorded(deps, (onCharged) =>
      runOnce(request, reply, async (tx) => {
        const paid = await payCardFee(tx, deps, request.session!, request.body, onCharged);
        return reply.ok(paid, 'benefits.cardFeePaid', {
          until: formatCalendarDay(paid.vence),
          receipt: paid.nroRecibo,
        });
      }),
    ),
  );
  api.get('/beneficios-travel', { config: own, schema: { tags } }, async (request, reply) =>
    reply.ok(await travelBenefitsHome(deps, request.session!, request.lang)),
  );
  api.post(
    '/beneficios-travel/pagar',
    { config: money, schema: { tags, body: productFeeSchema } },
    async (request, reply) =>
      refundIfNotRecorded(deps, (onCharged) =>
        runOnce(request, reply, async (tx) => {
          const paid = await payTravelBenefit(tx, deps, request.session!, request.body, onCharged);
          return reply.ok(paid, 'benefits.rciPaid', { code: paid.codigoRci, until: formatCalendarDay(paid.vence) });
        }),
      ),
  );
}
