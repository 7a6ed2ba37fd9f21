import {
  attendanceRequestSchema,
  cancelRoomRequestSchema,
  createRoomRequestSchema,
  invitationIdSchema,
  joinRoomRequestSchema,
  moderatorsRequestSchema,
  presentersRequestSchema,
  roomIdSchema,
  roomInvitationRequestSchema,
} from '@vo/domain/rooms/rooms.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeOwnInvitation,
  guestHistory,
  invitationDetail,
  invite,
  roomInvitations,
  setAttendance,
} from './invitations.service.ts';
import { createRoom } from './room-creation.service.ts';
import {
  cancelRoomWithReason,
  findAdviser,
  joinRoom,
  leaveRoom,
  myRooms,
  remindProspects,
  roomDetail,
  roomFormOptions,
  setModerators,
  setPresenters,
} from './room-life.service.ts';

const tags = ['rooms'];
const byRoom = z.object({ idSala: roomIdSchema });
const byInvitation = z.object({ idInvitacion: invitationIdSchema });

/**
 * Business meeting rooms (spec §2 /eventos-aci, docs/decisions/0010). Any logged-in person may call;
 * the service answers "not eligible" to anyone but an adviser (spec §8), and a room the caller is not
 * in answers like one that does not exist.
 */
export async function roomsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const config = { access: 'self' as const };

  api.get('/salas/opciones', { config, schema: { tags } }, async (request, reply) =>
    reply.ok(await roomFormOptions(deps, request.session!)),
  );
  api.get(
    '/salas/asesor',
    { config, schema: { tags, querystring: z.object({ ci: createRoomRequestSchema.shape.presentador }) } },
    async (request, reply) => reply.ok(await findAdviser(deps, request.session!, request.query.ci)),
  );
  api.post('/salas', { config, schema: { tags, body: createRoomRequestSchema } }, async (request, reply) => {
    const room = await createRoom(deps, request.session!, request.body);
    return reply.ok(room, 'rooms.created', { code: room.codigo });
  });
  api.get('/salas', { config, schema: { tags } }, async (request, reply) =>
    reply.ok(await myRooms(deps, request.session!, 'upcoming')),
  );
  api.get('/salas/historial', { config, schema: { tags } }, async (request, reply) =>
    reply.ok(await myRooms(deps, request.session!, 'all')),
  );
  api.get('/salas/historial/invitados', { config, schema: { tags } }, async (request, reply) =>
    reply.ok(await guestHistory(deps, request.session!)),
  );
  api.get('/salas/detalle', { config, schema: { tags, querystring: byRoom } }, async (request, reply) =>
    reply.ok(await roomDetail(deps, request.session!, request.query.idSala)),
  );
  api.post('/salas/unirse', { config, schema: { tags, body: joinRoomRequestSchema } }, async (request, reply) =>
    reply.ok(await joinRoom(deps, request.session!, request.body.codigo), 'rooms.joined'),
  );
  api.post('/salas/salir', { config, schema: { tags, body: byRoom } }, async (request, reply) => {
    await leaveRoom(deps, request.session!, request.body.idSala);
    return reply.ok(undefined, 'rooms.left');
  });
  api.post(
    '/salas/cancelar',
    { config, schema: { tags, body: byRoom.extend(cancelRoomRequestSchema.shape) } },
    async (request, reply) => {
      const told = await cancelRoomWithReason(
        deps,
        request.session!,
        request.body.idSala,
        request.body.motivo,
        request.lang,
      );
      return reply.ok({ avisados: told }, 'rooms.cancelled', { count: told });
    },
  );
  api.post('/salas/recordatorio', { config, schema: { tags, body: byRoom } }, async (request, reply) => {
    const told = await remindProspects(deps, request.session!, request.body.idSala, request.lang);
    return reply.ok({ avisados: told }, 'rooms.reminded', { count: told });
  });
  api.put(
    '/salas/moderadores',
    { config, schema: { tags, body: byRoom.extend(moderatorsRequestSchema.shape) } },
    async (request, reply) =>
      reply.ok(
        await setModerators(deps, request.session!, request.body.idSala, request.body.moderadores),
        'rooms.saved',
      ),
  );
  api.put(
    '/salas/presentadores',
    { config, schema: { tags, body: byRoom.extend(presentersRequestSchema.shape) } },
    async (request, reply) =>
      reply.ok(await setPresenters(deps, request.session!, request.body.idSala, request.body), 'rooms.saved'),
  );
  api.get('/salas/invitaciones', { config, schema: { tags, querystring: byRoom } }, async (request, reply) =>
    reply.ok(await roomInvitations(deps, request.session!, request.query.idSala)),
  );
  api.post(
    '/salas/invitaciones',
    { config, schema: { tags, body: roomInvitationRequestSchema } },
    async (request, reply) => {
      const invitation = await invite(deps, request.session!, request.body.idSala, request.body, request.lang);
      return reply.ok(invitation, 'rooms.invited', { name: invitation.nombre });
    },
  );
  api.get('/salas/invitacion', { config, schema: { tags, querystring: byInvitation } }, async (request, reply) =>
    reply.ok(await invitationDetail(deps, request.session!, request.query.idInvitacion)),
  );
  api.post('/salas/invitacion/retirar', { config, schema: { tags, body: byInvitation } }, async (request, reply) =>
    reply.ok(await changeOwnInvitation(deps, request.session!, request.body.idInvitacion, 'withdrawn'), 'rooms.saved'),
  );
  api.post('/salas/invitacion/convertida', { config, schema: { tags, body: byInvitation } }, async (request, reply) =>
    reply.ok(await changeOwnInvitation(deps, request.session!, request.body.idInvitacion, 'converted'), 'rooms.saved'),
  );
  api.put('/salas/asistencia', { config, schema: { tags, body: attendanceRequestSchema } }, async (request, reply) =>
    reply.ok(
      await setAttendance(deps, request.session!, request.body.idInvitacion, request.body.asistio),
      'rooms.saved',
    ),
  );
}
