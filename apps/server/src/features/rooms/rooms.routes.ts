import { guestHistoryWire, invitationWire, roomInvitationsWire } from '@vo/domain/rooms/invitations.wire';
import { roomPersonWire, roomWire } from '@vo/domain/rooms/room-view.wire';
import { roomEndpoints as endpoints } from '@vo/domain/rooms/rooms.endpoints';
import { prospectsToldWire, roomOptionsWire } from '@vo/domain/rooms/rooms.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
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

/**
 * Business meeting rooms (spec §2 /eventos-aci, docs/decisions/0010). Any logged-in person may call;
 * the service answers "not eligible" to anyone but an adviser (spec §8), and a room the caller is not
 * in answers like one that does not exist.
 */
export async function roomsRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['rooms']);
  const { deps } = app;
  const config = { access: 'self' } as const;

  route(endpoints.options, config, async (_input, request, reply) =>
    reply.ok(roomOptionsWire(await roomFormOptions(deps, request.session!))),
  );
  route(endpoints.adviser, config, async ({ documentNumber }, request, reply) =>
    reply.ok(roomPersonWire(await findAdviser(deps, request.session!, documentNumber))),
  );
  route(endpoints.create, config, async (input, request, reply) => {
    const room = await createRoom(deps, request.session!, input);
    return reply.ok(roomWire(room), 'rooms.created', { code: room.code });
  });
  route(endpoints.mine, config, async (_input, request, reply) =>
    reply.ok((await myRooms(deps, request.session!, 'upcoming')).map(roomWire)),
  );
  route(endpoints.history, config, async (_input, request, reply) =>
    reply.ok((await myRooms(deps, request.session!, 'all')).map(roomWire)),
  );
  route(endpoints.guestHistory, config, async (_input, request, reply) =>
    reply.ok(guestHistoryWire(await guestHistory(deps, request.session!))),
  );
  route(endpoints.detail, config, async ({ roomId }, request, reply) =>
    reply.ok(roomWire(await roomDetail(deps, request.session!, roomId))),
  );
  route(endpoints.join, config, async ({ code }, request, reply) =>
    reply.ok(roomWire(await joinRoom(deps, request.session!, code)), 'rooms.joined'),
  );
  route(endpoints.leave, config, async ({ roomId }, request, reply) => {
    await leaveRoom(deps, request.session!, roomId);
    return reply.ok(undefined, 'rooms.left');
  });
  route(endpoints.cancel, config, async ({ roomId, reason }, request, reply) => {
    const told = await cancelRoomWithReason(deps, request.session!, roomId, reason, request.lang);
    return reply.ok(prospectsToldWire(told), 'rooms.cancelled', { count: told });
  });
  route(endpoints.remind, config, async ({ roomId }, request, reply) => {
    const told = await remindProspects(deps, request.session!, roomId, request.lang);
    return reply.ok(prospectsToldWire(told), 'rooms.reminded', { count: told });
  });
  route(endpoints.moderators, config, async ({ roomId, moderators }, request, reply) =>
    reply.ok(roomWire(await setModerators(deps, request.session!, roomId, moderators)), 'rooms.saved'),
  );
  route(endpoints.presenters, config, async ({ roomId, ...choice }, request, reply) =>
    reply.ok(roomWire(await setPresenters(deps, request.session!, roomId, choice)), 'rooms.saved'),
  );
  route(endpoints.invitations, config, async ({ roomId }, request, reply) =>
    reply.ok(roomInvitationsWire(await roomInvitations(deps, request.session!, roomId))),
  );
  route(endpoints.invite, config, async ({ roomId, prospect }, request, reply) => {
    const invitation = await invite(deps, request.session!, roomId, prospect, request.lang);
    return reply.ok(invitationWire(invitation), 'rooms.invited', { name: invitation.name });
  });
  route(endpoints.invitation, config, async ({ invitationId }, request, reply) =>
    reply.ok(invitationWire(await invitationDetail(deps, request.session!, invitationId))),
  );
  route(endpoints.withdrawInvitation, config, async ({ invitationId }, request, reply) =>
    reply.ok(
      invitationWire(await changeOwnInvitation(deps, request.session!, invitationId, 'withdrawn')),
      'rooms.saved',
    ),
  );
  route(endpoints.markConverted, config, async ({ invitationId }, request, reply) =>
    reply.ok(
      invitationWire(await changeOwnInvitation(deps, request.session!, invitationId, 'converted')),
      'rooms.saved',
    ),
  );
  route(endpoints.attendance, config, async ({ invitationId, attended }, request, reply) =>
    reply.ok(invitationWire(await setAttendance(deps, request.session!, invitationId, attended)), 'rooms.saved'),
  );
}
