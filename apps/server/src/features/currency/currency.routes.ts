import { currencyEndpoints as endpoints } from '@vo/domain/currency/currency.endpoints';
import { displayCurrencyWire, exchangeRatesWire } from '@vo/domain/currency/currency.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { saveCurrencyPreference } from '../../platform/records/preferences.repo.ts';

/** Exchange rates and the person's display currency (spec §3 "Currency", docs/decisions/0007). */
export async function currencyRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['currency']);
  const { deps } = app;
  const self = { access: 'self' } as const;

  route(endpoints.rates, self, async (_input, _request, reply) =>
    reply.ok(exchangeRatesWire(await deps.memory.rates.rates())),
  );

  route(endpoints.setDisplayCurrency, self, async ({ currency }, request, reply) => {
    await saveCurrencyPreference(deps.db, request.session!.userId, currency, request.lang, deps.clock.now());
    return reply.ok(displayCurrencyWire(currency), 'currency.saved', { currency });
  });
}
