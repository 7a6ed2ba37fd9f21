import { defineEndpoint } from '../endpoint.ts';
import {
  attendanceRequest,
  guestHistoryAnswer,
  invitationAnswer,
  invitationRequest,
  roomInvitationRequest,
  roomInvitationsAnswer,
} from './invitations.wire.ts';
import { roomAnswer, roomListAnswer, roomPersonAnswer } from './room-view.wire.ts';
import {
  adviserRequest,
  cancelRoomRequest,
  createRoomRequest,
  joinRoomRequest,
  moderatorsRequest,
  presentersRequest,
  prospectsToldAnswer,
  roomOptionsAnswer,
  roomRequest,
} from './rooms.wire.ts';

/** Business meeting rooms (spec §2 /eventos-aci; calls ours, docs/decisions/0010). */
export const roomEndpoints = {
  options: defineEndpoint({ method: 'GET', path: 'salas/opciones', answer: roomOptionsAnswer }),
  adviser: defineEndpoint({ method: 'GET', path: 'salas/asesor', query: adviserRequest, answer: roomPersonAnswer }),
  create: defineEndpoint({ method: 'POST', path: 'salas', body: createRoomRequest, answer: roomAnswer }),
  mine: defineEndpoint({ method: 'GET', path: 'salas', answer: roomListAnswer }),
  history: defineEndpoint({ method: 'GET', path: 'salas/historial', answer: roomListAnswer }),
  guestHistory: defineEndpoint({ method: 'GET', path: 'salas/historial/invitados', answer: guestHistoryAnswer }),
  detail: defineEndpoint({ method: 'GET', path: 'salas/detalle', query: roomRequest, answer: roomAnswer }),
  join: defineEndpoint({ method: 'POST', path: 'salas/unirse', body: joinRoomRequest, answer: roomAnswer }),
  leave: defineEndpoint({ method: 'POST', path: 'salas/salir', body: roomRequest }),
  cancel: defineEndpoint({
    method: 'POST',
    path: 'salas/cancelar',
    body: cancelRoomRequest,
    answer: prospectsToldAnswer,
  }),
  remind: defineEndpoint({
    method: 'POST',
    path: 'salas/recordatorio',
    body: roomRequest,
    answer: prospectsToldAnswer,
  }),
  moderators: defineEndpoint({ method: 'PUT', path: 'salas/moderadores', body: moderatorsRequest, answer: roomAnswer }),
  presenters: defineEndpoint({
    method: 'PUT',
    path: 'salas/presentadores',
    body: presentersRequest,
    answer: roomAnswer,
  }),
  invitations: defineEndpoint({
    method: 'GET',
    path: 'salas/invitaciones',
    query: roomRequest,
    answer: roomInvitationsAnswer,
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: 'salas/invitaciones',
    body: roomInvitationRequest,
    answer: invitationAnswer,
  }),
  invitation: defineEndpoint({
    method: 'GET',
    path: 'salas/invitacion',
    query: invitationRequest,
    answer: invitationAnswer,
  }),
  withdrawInvitation: defineEndpoint({
    method: 'POST',
    path: 'salas/invitacion/retirar',
    body: invitationRequest,
    answer: invitationAnswer,
  }),
  markConverted: defineEndpoint({
    method: 'POST',
    path: 'salas/invitacion/convertida',
    body: invitationRequest,
    answer: invitationAnswer,
  }),
  attendance: defineEndpoint({
    method: 'PUT',
    path: 'salas/asistencia',
    body: attendanceRequest,
    answer: invitationAnswer,
  }),
};
