import { deviceRegisterSchema, languageUpdateSchema } from '@vo/domain/auth/auth.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changeLanguage, homeOf, logout, preferredLanguage, registerDevice } from './session.service.ts';

const tags = ['session'];

export async function sessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'self' as const };

  api.post('/user/unlogin', { config, schema: { tags } }, async (request, reply) => {
    await logout(deps, request.session!);
    return reply.ok(undefined, 'session.loggedOut');
  });

  api.get('/user/inicio', { config, schema: { tags } }, async (request, reply) =>
    reply.ok(await homeOf(deps, request.session!)),
  );

  api.post('/user/preferencia/obtener/idioma', { config, schema: { tags } }, async (request, reply) =>
    reply.ok({ lenguaje: await preferredLanguage(deps, request.session!) }),
  );

  api.route({
    method: ['POST', 'PUT'],
    url: '/user/preferencia/actualizar/lenguaje',
    config,
    schema: { tags, body: languageUpdateSchema },
    handler: async (request, reply) => {
      await changeLanguage(deps, request.session!, request.body.lenguaje);
      // The confirmation is in the language just chosen.
      request.lang = request.body.lenguaje;
      return reply.ok({ lenguaje: request.body.lenguaje }, 'session.languageChanged');
    },
  });

  api.post('/token/user/register', { config, schema: { tags, body: deviceRegisterSchema } }, async (request, reply) => {
    await registerDevice(deps, request.session!, request.body);
    return reply.ok(undefined, 'session.deviceRegistered');
  });
}
