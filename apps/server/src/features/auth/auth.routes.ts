import {
  linkPasswordChangeSchema,
  loginRequestSchema,
  passwordChangeSchema,
  passwordLinkTokenSchema,
  recoveryCodeSchema,
  recoverySendSchema,
  recoveryVerifySchema,
} from '@vo/domain/auth/auth.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { login } from './login.service.ts';
import { mobileSession } from './mobile-session.service.ts';
import { changeOwnPassword, changePasswordByLink, inspectPasswordLink } from './password.service.ts';
import { checkRecoveryCode, recoveryMethods, sendRecoveryCode } from './recovery.service.ts';

const tags = ['auth'];

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
  const loginLimit = perMinute(deps.rateLimits.loginPerMinute);

  api.post(
    '/user/login/nuevo',
    { config: { access: 'public', rateLimit: loginLimit }, schema: { tags, body: loginRequestSchema } },
    async (request, reply) =>
      reply.ok(
        await login(deps, request.body, {
          agent: String(request.headers.agente),
          ip: request.ip,
          language: request.lang,
        }),
      ),
  );

  for (const url of ['/user/sesion/movil', '/user/sesion/movil/datos']) {
    api.get(url, { config: { access: 'self' }, schema: { tags } }, async (request, reply) =>
      reply.ok(await mobileSession(deps, request.session!, request.lang)),
    );
  }

  api.get(
    '/user/password/enlace',
    {
      config: { access: 'public', rateLimit: loginLimit },
      schema: { tags, querystring: z.object({ usuario: passwordLinkTokenSchema }) },
    },
    async (request, reply) => reply.ok(await inspectPasswordLink(deps, request.query.usuario)),
  );

  api.post(
    '/user/password/enlace',
    { config: { access: 'public', rateLimit: loginLimit }, schema: { tags, body: linkPasswordChangeSchema } },
    async (request, reply) => {
      await changePasswordByLink(deps, request.body, request.ip);
      return reply.ok(undefined, 'auth.passwordChanged');
    },
  );

  api.post(
    '/user/password/cambiar',
    { config: { access: 'self', rateLimit: loginLimit }, schema: { tags, body: passwordChangeSchema } },
    async (request, reply) => {
      await changeOwnPassword(deps, request.session!, request.body, request.ip);
      return reply.ok(undefined, 'auth.passwordChanged');
    },
  );

  api.post(
    '/user/recuperar/verificar',
    { config: { access: 'public', rateLimit: loginLimit }, schema: { tags, body: recoveryVerifySchema } },
    async (request, reply) => reply.ok(await recoveryMethods(deps, request.body.ci)),
  );

  api.post(
    '/user/recuperar/enviar',
    { config: { access: 'public', rateLimit: perMinute(10) }, schema: { tags, body: recoverySendSchema } },
    async (request, reply) => {
      const sent = await sendRecoveryCode(deps, request.body.ci, request.body.metodo, request.lang);
      return reply.ok(sent, 'recovery.codeSent', { destination: sent.destino });
    },
  );

  api.post(
    '/user/recuperar/validar',
    { config: { access: 'public', rateLimit: loginLimit }, schema: { tags, body: recoveryCodeSchema } },
    async (request, reply) => reply.ok(await checkRecoveryCode(deps, request.body.ci, request.body.codigo)),
  );
}
