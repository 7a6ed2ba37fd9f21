import { defineEndpoint } from '../endpoint.ts';
import {
  personActAnswer,
  personActRequest,
  personRequest,
  personSearchAnswer,
  personSearchRequest,
} from './people.wire.ts';
import { personDetailAnswer } from './person-detail.wire.ts';

/** The back office's People section (docs/decisions/0038): find a person, see them, act on their access. */
export const peopleEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: 'admin/personas',
    query: personSearchRequest,
    answer: personSearchAnswer,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: 'admin/personas/detalle',
    query: personRequest,
    answer: personDetailAnswer,
  }),
  endSessions: defineEndpoint({
    method: 'POST',
    path: 'admin/personas/cerrar-sesiones',
    body: personActRequest,
    answer: personActAnswer,
  }),
  signOutDevices: defineEndpoint({
    method: 'POST',
    path: 'admin/personas/cerrar-dispositivos',
    body: personActRequest,
    answer: personActAnswer,
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: 'admin/personas/deshabilitar',
    body: personActRequest,
    answer: personActAnswer,
  }),
  enable: defineEndpoint({
    method: 'POST',
    path: 'admin/personas/habilitar',
    body: personActRequest,
    answer: personActAnswer,
  }),
  unlock: defineEndpoint({
    method: 'POST',
    path: 'admin/personas/desbloquear',
    body: personActRequest,
    answer: personActAnswer,
  }),
  sendRecoveryCode: defineEndpoint({
    method: 'POST',
    path: 'admin/personas/enviar-codigo',
    body: personActRequest,
    answer: personActAnswer,
  }),
};
