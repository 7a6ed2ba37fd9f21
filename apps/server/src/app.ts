import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { authRoutes } from './features/auth/auth.routes.ts';
import { backupRoutes } from './features/backup/backup.routes.ts';
import { benefitsRoutes } from './features/benefits/benefits.routes.ts';
import { cabinsRoutes } from './features/cabins/cabins.routes.ts';
import { cashierCabinsRoutes } from './features/cabins/cashier-cabins.routes.ts';
import { cashierRoutes } from './features/cashier/cashier.routes.ts';
import { catalogueRoutes } from './features/catalogue/catalogue.routes.ts';
import { communicationRoutes } from './features/communication/communication.routes.ts';
import { configurationRoutes } from './features/configuration/configuration.routes.ts';
import { configurationAdminRoutes } from './features/configuration/configuration-admin.routes.ts';
import { currencyRoutes } from './features/currency/currency.routes.ts';
import { documentsRoutes } from './features/documents/documents.routes.ts';
import { eventsRoutes } from './features/events/events.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { incentivesRoutes } from './features/incentives/incentives.routes.ts';
import { invoiceRoutes } from './features/invoice/invoice.routes.ts';
import { maintenanceRoutes } from './features/maintenance/maintenance.routes.ts';
import { membershipsRoutes } from './features/memberships/memberships.routes.ts';
import { networkRoutes } from './features/network/network.routes.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import { noveltiesRoutes } from './features/novelties/novelties.routes.ts';
import { outboxRoutes } from './features/outbox/outbox.routes.ts';
import { startChargeSweeps } from './features/payments/charge-intents-sweep.ts';
import { paymentMeansRoutes } from './features/payments/payment-means.routes.ts';
import { paymentsRoutes } from './features/payments/payments.routes.ts';
import { paymentsAdminRoutes } from './features/payments/payments-admin.routes.ts';
import { startRefundRetries } from './features/payments/refund-retries.ts';
import { savedCardsRoutes } from './features/payments/saved-cards.routes.ts';
import { peopleRoutes } from './features/people/people.routes.ts';
import { plansRoutes } from './features/plans/plans.routes.ts';
import { prereservationsRoutes } from './features/prereservations/prereservations.routes.ts';
import { proceduresRoutes } from './features/procedures/procedures.routes.ts';
import { proceduresAdminRoutes } from './features/procedures/procedures-admin.routes.ts';
import { productsRoutes } from './features/products/products.routes.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { recoveryRoutes } from './features/recovery-calculator/recovery.routes.ts';
import { reminderOpsRoutes, startReminderQueue } from './features/reminders/index.ts';
import { roomsRoutes } from './features/rooms/rooms.routes.ts';
import { salesRoutes } from './features/sales/sales.routes.ts';
import { seasonPassesRoutes } from './features/season-passes/season-passes.routes.ts';
import { sessionRoutes } from './features/session/session.routes.ts';
import { staffRoutes } from './features/staff/staff.routes.ts';
import { subscriptionsRoutes } from './features/subscriptions/subscriptions.routes.ts';
import { ticketsRoutes } from './features/tickets/tickets.routes.ts';
import { todayRoutes } from './features/today/today.routes.ts';
import { usersRoutes } from './features/users/users.routes.ts';
import type { AppDeps } from './platform/deps.ts';
import { registerEnvelope } from './platform/http/envelope.ts';
import { registerGuards } from './platform/http/guards.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { attachRealtime } from './platform/http/realtime.ts';
import { registerRequestId, requestIdOf } from './platform/http/request-id.ts';
import { registerJsonParser } from './platform/http/request-parsing.ts';
import { requestPath } from './platform/http/request-path.ts';
import { registerSecurity } from './platform/http/security.ts';
import { ACCESS_RULES } from './platform/http/types.ts';
import { registerWebApp } from './platform/http/web-app.ts';
import { Lifecycle } from './platform/lifecycle.ts';
import { registerRequestQueue } from './platform/limits/request-queue.ts';
import { startMemory } from './platform/memory/start-memory.ts';
import { registerMetrics } from './platform/metrics/metrics-route.ts';

/** Largest JSON body any call accepts; the biggest real payload is a few kilobytes. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** A URL fit for the logs: no query string, and no token in the web-view hand-off path. */
function loggableUrl(url: string): string {
  // The path alone, also of an absolute-form target (`GET http://host/mobile/…`), whose token would slip through.
  const path = requestPath(url);
  return path.startsWith('/mobile/') ? path.replace(/[^/]+$/, '[token]') : path;
}

/** The whole HTTP application; main.ts listens with it and tests drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    // The client's address is the socket's, unless the connection comes from a proxy named in TRUST_PROXY.
    trustProxy: deps.trustProxy && deps.trustProxy.length > 0 ? deps.trustProxy : false,
    // Each request's id: a proxy's or client's x-request-id when it is a safe token, else a new UUID; every log
    // line of the request carries it as reqId, and its answer names it (docs/decisions/0059).
    genReqId: requestIdOf,
    logger: {
      level: deps.logLevel,
      ...(deps.logFile ? { file: deps.logFile } : {}),
      // Tokens, passwords and link tokens never reach the logs (PCI DSS, ASVS 7.x): bodies are not
      // logged, secret headers are redacted, and query strings (a password link's ?usuario=) are cut.
      redact: ['req.headers.token', 'req.headers.authorization', 'req.headers["x-ops-secret"]'],
      serializers: {
        req: (request) => ({ method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip }),
      },
    },
  });
  app.decorate('deps', deps);
  app.decorate('lifecycle', new Lifecycle(deps.db));
  app.setValidatorCompiler(validatorCompiler);
  // Answers keep Fastify's own serialiser: a route with a JSON response schema (every endpoint route,
  // docs/decisions/0020) is serialised by fast-json-stringify, compiled once; the others by JSON.stringify.

  // A route without an access rule is a route nobody decided the owner of: refuse to start.
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    const access = route.config?.access;
    if (isApi && !(access && ACCESS_RULES.includes(access))) {
      throw new Error(`route ${route.method} ${route.url} declares no owner rule (config.access)`);
    }
    // Money and bookings happen exactly once: such a route without an idempotency key is refused at start.
    if (route.config?.effect && !route.config.idempotent) {
      throw new Error(`route ${route.method} ${route.url} moves ${route.config.effect} but is not idempotent`);
    }
  });

  registerRequestId(app);
  registerEnvelope(app);
  registerJsonParser(app);
  await registerSecurity(app);
  await registerOpenApi(app);
  registerGuards(app, deps.memory.maintenance);
  // What this instance keeps in memory (deps.memory; platform/memory/kept.ts says what and until when,
  // docs/decisions/0055): started here, before the routes, and stopped when the app closes.
  const feed = await startMemory(app);
  // Ready once it answers and its feed has listened: a read kept before that could miss a change (0060).
  app.addHook('onReady', async () => {
    void feed.listened.then(() => app.lifecycle.started());
  });
  // A stopping instance closes each connection after its answer, so a balancer's kept-alive connection is not
  // reused into the moment the instance stops listening (docs/decisions/0060).
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.isStopping) reply.header('connection', 'close');
  });
  // After the guards' language (a refusal is worded in it), before their checks that read the database.
  const requestQueue = deps.requestQueue ? registerRequestQueue(app, deps.requestQueue) : undefined;
  // What an operator sees, on GET /metrics with the operator secret (docs/decisions/0059).
  registerMetrics(app, deps, requestQueue?.waiting);
  // Only routes that ask for it (config `compress`): the answers are small, except a project's map.
  await app.register(compress, { global: false, encodings: ['gzip'] });

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(sessionRoutes);
      await api.register(maintenanceRoutes);
      await api.register(outboxRoutes);
      await api.register(usersRoutes);
      await api.register(healthRoutes);
      await api.register(backupRoutes);
      await api.register(profileRoutes);
      await api.register(invoiceRoutes);
      await api.register(notificationsRoutes);
      await api.register(currencyRoutes);
      await api.register(productsRoutes);
      await api.register(paymentsRoutes);
      await api.register(paymentMeansRoutes);
      await api.register(savedCardsRoutes);
      await api.register(networkRoutes);
      await api.register(incentivesRoutes);
      await api.register(recoveryRoutes);
      await api.register(roomsRoutes);
      await api.register(eventsRoutes);
      await api.register(plansRoutes);
      await api.register(documentsRoutes);
      await api.register(catalogueRoutes);
      await api.register(prereservationsRoutes);
      await api.register(membershipsRoutes);
      await api.register(seasonPassesRoutes);
      await api.register(cabinsRoutes);
      await api.register(cashierCabinsRoutes);
      await api.register(cashierRoutes);
      await api.register(ticketsRoutes);
      await api.register(benefitsRoutes);
      await api.register(subscriptionsRoutes);
      await api.register(reminderOpsRoutes);
      await api.register(proceduresRoutes);
      await api.register(configurationRoutes);
      await api.register(noveltiesRoutes);
      // The back office (docs/decisions/0038): staff sign-in, then one plugin per section.
      await api.register(staffRoutes);
      await api.register(todayRoutes);
      await api.register(peopleRoutes);
      await api.register(paymentsAdminRoutes);
      await api.register(salesRoutes);
      await api.register(communicationRoutes);
      await api.register(proceduresAdminRoutes);
      await api.register(configurationAdminRoutes);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, deps.webDistDir);
  app.decorate('realtime', attachRealtime(app, deps));
  // Refunds whose acquirer or bank never answered are asked again (docs/decisions/0043).
  startRefundRetries(app);
  // Card charges a crash left unrecorded are voided (docs/decisions/0069).
  startChargeSweeps(app);
  if (deps.reminderQueue) startReminderQueue(app, deps.reminderQueue);
  return app;
}
