import { sessionEndpoints as endpoints } from '@vo/domain/session/session.endpoints';
import { homeWire, languageWire } from '@vo/domain/session/session.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { changeLanguage, homeOf, logout, preferredLanguage, registerDevice } from './session.service.ts';

export async function sessionRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['session']);
  const { deps } = app;
  const self = { access: 'self' } as const;

  route(endpoints.logout, self, async (_input, request, reply) => {
    await logout(deps, request.session!);
    return reply.ok(undefined, 'session.loggedOut');
  });

  route(endpoints.home, self, async (_input, request, reply) =>
    reply.ok(homeWire(await homeOf(deps, request.session!))),
  );

  route(endpoints.language, self, async (_input, request, reply) =>
    reply.ok(languageWire(await preferredLanguage(deps, request.session!))),
  );

  route(endpoints.changeLanguage, self, async (input, request, reply) => {
    await changeLanguage(deps, request.session!, input.language);
    // The confirmation is in the language just chosen.
    request.lang = input.language;
    return reply.ok(languageWire(input.language), 'session.languageChanged');
  });

  route(endpoints.registerDevice, self, async (input, request, reply) => {
    await registerDevice(deps, request.session!, input);
    return reply.ok(undefined, 'session.deviceRegistered');
  });
}
