import { CURRENCIES } from '@vo/domain/config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveCurrencyPreference } from '../../platform/preferences.repo.ts';

const tags = ['currency'];

/** Exchange rates and the person's display currency (spec §3 "Currency", docs/decisions/0007). */
export async function currencyRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps, exchangeRates } = app;
  const config = { access: 'self' as const };

  api.get('/monedas/tasas', { config, schema: { tags } }, async (_request, reply) =>
    reply.ok(await exchangeRates.rates()),
  );

  api.put(
    '/usuario/preferencia/moneda',
    { config, schema: { tags, body: z.object({ moneda: z.enum(CURRENCIES, { error: 'currency.unknown' }) }) } },
    async (request, reply) => {
      const { moneda } = request.body;
      await saveCurrencyPreference(deps.db, request.session!.userId, moneda, request.lang, deps.clock.now());
      return reply.ok({ moneda }, 'currency.saved', { currency: moneda });
    },
  );
}
