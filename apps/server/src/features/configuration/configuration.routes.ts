import { configurationEndpoints as endpoints } from '@vo/domain/configuration/configuration.endpoints';
import { configurationOpsEndpoints as opsEndpoints } from '@vo/domain/configuration/configuration-ops.endpoints';
import { parseFeatureFlagSettings } from '@vo/domain/configuration/feature-flags';
import { featureFlagsWire } from '@vo/domain/configuration/feature-flags.wire';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { changeSetting } from './configuration-admin.service.ts';

const OPS_REASON = 'npm run ops -- flags';

/** The flags in force (spec §9; docs/decisions/0025): the web builds its menu and routes from them. */
export async function configurationRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['configuration']);
  const { deps } = app;
  route(endpoints.featureFlags, { access: 'self' }, async (_input, _request, reply) =>
    reply.ok(featureFlagsWire(deps.featureFlags)),
  );

  // Stored like a change in the back office (with its history, the operator as its author): every instance
  // applies it, and it outlives a restart (docs/decisions/0039).
  endpointRoutes(app, ['ops'])(opsEndpoints.setFlags, { access: 'ops' }, async ({ settings }, request, reply) => {
    let changes: ReturnType<typeof parseFeatureFlagSettings>;
    try {
      changes = parseFeatureFlagSettings(settings, deps.featureFlags);
    } catch {
      throw new AppError('configuration.flagsInvalid', 1, {}, { campo: 'cambios' });
    }
    for (const [name, value] of Object.entries(changes)) {
      await changeSetting(deps, { name: name as keyof typeof changes, value, reason: OPS_REASON }, null);
    }
    app.realtime.local.emit('configuracion', featureFlagsWire(deps.featureFlags));
    request.log.info({ changes }, 'feature flags changed by the operator');
    return reply.ok(featureFlagsWire(deps.featureFlags));
  });
}
