// Every call the bench makes goes through an endpoint of packages/domain (docs/decisions/0020, 0057): the
// endpoint gives the method and the path and puts the input in its query or its body. The contracts are
// TypeScript, which Node 20 does not load: tsx (a devDependency) is registered for this process's own imports.
// The server the bench measures is the built one, started in a process of its own, which this does not touch.
import { register } from 'tsx/esm/api';

register();

const { routeKeys, wireRequestOf } = await import('@vo/domain/endpoint');

export { routeKeys };

export const { authEndpoints } = await import('@vo/domain/auth/auth.endpoints');
export const { staffAuthEndpoints } = await import('@vo/domain/back-office/staff-auth.endpoints');
export const { todayEndpoints } = await import('@vo/domain/back-office/today.endpoints');
export const { benefitEndpoints } = await import('@vo/domain/benefits/benefits.endpoints');
export const { cabinEndpoints } = await import('@vo/domain/cabins/cabins.endpoints');
export const { catalogueEndpoints } = await import('@vo/domain/catalogue/catalogue.endpoints');
export const { communicationEndpoints } = await import('@vo/domain/communication/communication.endpoints');
export const { configurationAdminEndpoints } = await import('@vo/domain/configuration/configuration-admin.endpoints');
export const { healthOpsEndpoints } = await import('@vo/domain/health/health-ops.endpoints');
export const { incentiveEndpoints } = await import('@vo/domain/incentives/incentives.endpoints');
export const { maintenanceEndpoints } = await import('@vo/domain/maintenance/maintenance.endpoints');
export const { networkEndpoints } = await import('@vo/domain/network/network.endpoints');
export const { notificationOpsEndpoints } = await import('@vo/domain/notifications/notifications-ops.endpoints');
export const { notificationEndpoints } = await import('@vo/domain/notifications/notifications.endpoints');
export const { paymentsAdminEndpoints } = await import('@vo/domain/payments/payments-admin.endpoints');
export const { paymentEndpoints } = await import('@vo/domain/payments/payments.endpoints');
export const { peopleEndpoints } = await import('@vo/domain/people/people.endpoints');
export const { procedureAdminEndpoints } = await import('@vo/domain/procedures/procedures-admin.endpoints');
export const { productEndpoints } = await import('@vo/domain/products/products.endpoints');
export const { roomEndpoints } = await import('@vo/domain/rooms/rooms.endpoints');
export const { salesEndpoints } = await import('@vo/domain/sales/sales.endpoints');
export const { sessionEndpoints } = await import('@vo/domain/session/session.endpoints');

/**
 * One call as fetch, autocannon and lib.mjs's oneAtATime take it: `{ url, method, headers, body }`, with a JSON
 * content type added when the input travels in the body. `headers` are sent as given otherwise.
 */
export function requestOf(base, endpoint, input, headers = {}) {
  const { method, path, body } = wireRequestOf(endpoint, input);
  if (body === undefined) return { url: `${base}${path}`, method, headers };
  return { url: `${base}${path}`, method, headers: { ...headers, 'content-type': 'application/json' }, body };
}

/** The address of a call whose input travels in its query (a GET): what autocannon's `url` or `urls` take. */
export const urlOf = (base, endpoint, input) => requestOf(base, endpoint, input).url;

/** One call through fetch; answers the envelope. */
export async function callApi(base, endpoint, input, headers = {}) {
  const { url, ...init } = requestOf(base, endpoint, input, headers);
  return (await fetch(url, init)).json();
}
