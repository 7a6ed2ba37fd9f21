import { NOTIFICATION_TEXT_MAX_LENGTH, NOTIFICATION_TITLE_MAX_LENGTH } from '@vo/domain/config';
import { notificationListQuerySchema, notificationReadQuerySchema } from '@vo/domain/notifications/notifications.rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertOwnDocument } from '../../platform/own-document.ts';
import { markNotificationRead, notificationPage, sendOperatorNotice, unreadCount } from './notifications.service.ts';

const tags = ['notifications'];

/** Spec §7 notification calls (docs/decisions/0007) and the operator's notify/promo. */
export async function notificationsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'self' as const };

  api.get(
    '/notificacion/obtener/notificaciones',
    { config, schema: { tags, querystring: notificationListQuerySchema } },
    async (request, reply) => {
      assertOwnDocument(request.session!, request.query.ci);
      return reply.ok(await notificationPage(deps, request.session!, request.query.tipo, request.query.pagina));
    },
  );

  api.get('/notificacion/cantidad/notificaciones/noleidos', { config, schema: { tags } }, async (request, reply) =>
    reply.ok({ cantidad: await unreadCount(deps, request.session!) }),
  );

  api.route({
    // Spec §7 says "update"; the native app uses PUT, older clients PATCH or POST.
    method: ['PUT', 'PATCH', 'POST'],
    url: '/notificacion/update/leido',
    config,
    schema: { tags, querystring: notificationReadQuerySchema },
    handler: async (request, reply) =>
      reply.ok(await markNotificationRead(deps, request.session!, request.query.idnotificacion)),
  });

  const noticeBody = z.object({
    para: z.string().trim().min(1).max(40),
    titulo: z.string().trim().min(1).max(NOTIFICATION_TITLE_MAX_LENGTH),
    texto: z.string().trim().min(1).max(NOTIFICATION_TEXT_MAX_LENGTH),
  });
  for (const kind of ['notification', 'promocion'] as const) {
    api.post(
      kind === 'notification' ? '/ops/notify' : '/ops/promo',
      { config: { access: 'ops', maintenanceExempt: true }, schema: { tags: ['ops'], body: noticeBody } },
      async (request, reply) => {
        const { para, titulo, texto } = request.body;
        const sent = await sendOperatorNotice(deps, { to: para, kind, title: titulo, text: texto });
        return reply.ok(sent, 'ops.notifySent', { count: sent.personas });
      },
    );
  }
}
