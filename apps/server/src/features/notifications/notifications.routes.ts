import { notificationEndpoints as endpoints } from '@vo/domain/notifications/notifications.endpoints';
import {
  noticeSentWire,
  notificationPageWire,
  notificationReadWire,
  unreadCountWire,
} from '@vo/domain/notifications/notifications.wire';
import { notificationOpsEndpoints as opsEndpoints } from '@vo/domain/notifications/notifications-ops.endpoints';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { assertOwnDocument } from '../../platform/sessions/own-document.ts';
import { markNotificationRead, notificationPage, sendOperatorNotice, unreadCount } from './notifications.service.ts';

/** Spec §7 notification calls (docs/decisions/0007) and the operator's notify/promo. */
export async function notificationsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['notifications']);
  const { deps } = app;
  const self = { access: 'self' } as const;

  route(endpoints.page, self, async (input, request, reply) => {
    assertOwnDocument(request.session!, input.documentNumber);
    return reply.ok(notificationPageWire(await notificationPage(deps, request.session!, input.type, input.page)));
  });

  route(endpoints.unreadCount, self, async (_input, request, reply) =>
    reply.ok(unreadCountWire(await unreadCount(deps, request.session!))),
  );

  route(endpoints.markRead, self, async (input, request, reply) =>
    reply.ok(notificationReadWire(await markNotificationRead(deps, request.session!, input.notificationId))),
  );

  const ops = endpointRoutes(app, ['ops']);
  const operator = { access: 'ops', maintenanceExempt: true } as const;
  for (const [endpoint, kind] of [
    [opsEndpoints.notify, 'notification'],
    [opsEndpoints.promote, 'promocion'],
  ] as const) {
    ops(endpoint, operator, async (input, _request, reply) => {
      const people = await sendOperatorNotice(deps, { ...input, kind });
      return reply.ok(noticeSentWire(people), 'ops.notifySent', { count: people });
    });
  }
}
