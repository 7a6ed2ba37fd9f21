import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { currencyEndpoints } from '@vo/domain/currency/currency.endpoints';
import { profileEndpoints } from '@vo/domain/profile/profile.endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, useTestApp } from '../../../test/test-app.ts';
import { httpRateSource } from '../../adapters/exchange-rates/rate-source.ts';

/** A real HTTP rate service on a local port, which the test can make answer, fail or hang. */
let mode: 'ok' | 'down' = 'ok';
let calls = 0;
let rateService: Server;
let rateUrl = '';
beforeAll(async () => {
  rateService = createServer((_request, response) => {
    calls++;
    if (mode === 'down') {
      response.writeHead(503).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ base: 'USD', rates: { EUR: 0.9, GBP: 0.8, BOB: 6.96 } }));
  });
  await new Promise<void>((resolve) => rateService.listen(0, '127.0.0.1', resolve));
  rateUrl = `http://127.0.0.1:${(rateService.address() as AddressInfo).port}/latest?base=USD`;
});
afterAll(() => new Promise((resolve) => rateService.close(resolve)));

describe('exchange rates and the display currency', () => {
  // The local service's port is known only once it listens: the source reads the address when asked.
  const t = useTestApp({ rateSource: { usdRates: () => httpRateSource(rateUrl, 1_000).usdRates() } });
  let token: string;
  beforeAll(async () => {
    token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  });
  const rates = () => t.send(currencyEndpoints.rates, undefined, { token });
  /** Time passes beyond the session's inactivity limit, so the person logs in again. */
  const later = async (seconds: number) => {
    t.clock.advanceSeconds(seconds);
    token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
  };

  it('fetches once an hour and answers from the cache in between', async () => {
    const first = await rates();
    expect(first.data).toMatchObject({ base: 'USD', rates: { USD: 1, EUR: 0.9, GBP: 0.8 }, desactualizado: false });
    expect(first.data.rates).not.toHaveProperty('BOB');
    const before = calls;
    await rates();
    expect(calls).toBe(before);
    await later(3_601);
    await rates();
    expect(calls).toBe(before + 1);
  });

  it('keeps the last known rates, marked stale, while the service is down', async () => {
    mode = 'down';
    await later(3_601);
    const stale = await rates();
    expect(stale.data).toMatchObject({ rates: { USD: 1, EUR: 0.9 }, desactualizado: true });
    mode = 'ok';
    await later(61);
    expect((await rates()).data.desactualizado).toBe(false);
  });

  it('saves the person’s currency and refuses any other', async () => {
    const saved = await t.send(currencyEndpoints.setDisplayCurrency, { moneda: 'EUR' }, { token, lang: 'es' });
    expect(saved).toMatchObject({
      status: 0,
      data: { moneda: 'EUR' },
      message: 'Los montos se muestran ahora en EUR.',
    });
    expect((await t.send(profileEndpoints.profile, undefined, { token })).data.moneda).toBe('EUR');
    const refused = await t.send(currencyEndpoints.setDisplayCurrency, { moneda: 'BOB' }, { token, lang: 'pt' });
    expect(refused).toMatchObject({ status: 1, message: 'Escolha dólares, euros ou libras.' });
    expect((await t.send(profileEndpoints.profile, undefined, { token })).data.moneda).toBe('EUR');
  });
});

describe('exchange rates with nothing ever known', () => {
  const t = useTestApp({ rateSource: { usdRates: () => Promise.reject(new Error('unreachable')) } });

  it('offers the dollar alone, at 1', async () => {
    const token = await loginAs(t.call, DEMO.customer.user, DEMO.customer.password);
    const answer = await t.send(currencyEndpoints.rates, undefined, { token });
    expect(answer.data).toEqual({ base: 'USD', rates: { USD: 1 }, actualizado: null, desactualizado: true });
  });
});
