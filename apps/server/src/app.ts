import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { authRoutes } from './features/auth/auth.routes.ts';
import { maintenanceRoutes } from './features/maintenance/maintenance.routes.ts';
import { outboxRoutes } from './features/outbox/outbox.routes.ts';
import { sessionRoutes } from './features/session/session.routes.ts';
import type { AppDeps } from './platform/deps.ts';
import { registerEnvelope } from './platform/envelope.ts';
import { registerGuards } from './platform/guards.ts';
import { MaintenanceState } from './platform/maintenance-state.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { registerJsonParser } from './platform/request-parsing.ts';
import { registerSecurity } from './platform/security.ts';
import './platform/types.ts';
import { registerWebApp } from './platform/web-app.ts';

/** Largest JSON body any call accepts; the biggest real payload is a few kilobytes. */
const BODY_LIMIT_BYTES = 64 * 1024;

/** The whole HTTP application; main.ts listens with it and tests drive it with app.inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    logger: {
      level: deps.logLevel,
      // Tokens and passwords never reach the logs (PCI DSS, ASVS 7.x).
      redact: ['req.headers.token', 'req.headers.authorization', 'req.headers["x-ops-secret"]'],
    },
  });
  app.decorate('deps', deps);
  app.decorate('maintenance', new MaintenanceState(deps.db, deps.clock));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // A route without an access rule is a route nobody decided the owner of: refuse to start.
  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (isApi && !route.config?.access) throw new Error(`route ${route.method} ${route.url} declares no access rule`);
  });

  registerEnvelope(app);
  registerJsonParser(app);
  await registerSecurity(app);
  await registerOpenApi(app);
  registerGuards(app, app.maintenance);

  await app.register(
    async (api) => {
      await api.register(authRoutes);
      await api.register(sessionRoutes);
      await api.register(maintenanceRoutes);
      await api.register(outboxRoutes);
    },
    { prefix: '/api' },
  );
  await registerWebApp(app, deps.webDistDir);
  return app;
}
