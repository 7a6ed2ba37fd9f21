import { defineEndpoint } from '../endpoint.ts';
import { displayCurrencyAnswer, displayCurrencyRequest, exchangeRatesAnswer } from './currency.wire.ts';

/** Exchange rates and the person's display currency (spec §3 "Currency", docs/decisions/0007). */
export const currencyEndpoints = {
  rates: defineEndpoint({ method: 'GET', path: 'monedas/tasas', answer: exchangeRatesAnswer }),
  setDisplayCurrency: defineEndpoint({
    method: 'PUT',
    path: 'usuario/preferencia/moneda',
    body: displayCurrencyRequest,
    answer: displayCurrencyAnswer,
  }),
};
