import { defineEndpoint } from '../endpoint.ts';
import {
  companyListAnswer,
  maintenanceCloseRequest,
  maintenanceListRequest,
  maintenanceScheduleRequest,
  maintenanceWindowPage,
  maintenanceWindowRow,
  messageRequest,
  messageSentAnswer,
  outboxPage,
  outboxPageRequest,
} from './communication.wire.ts';

/** The back office's communication section (docs/decisions/0038): permission communication.act. */
export const communicationEndpoints = {
  windows: defineEndpoint({
    method: 'GET',
    path: 'admin/comunicacion/mantenimientos',
    query: maintenanceListRequest,
    answer: maintenanceWindowPage,
  }),
  schedule: defineEndpoint({
    method: 'POST',
    path: 'admin/comunicacion/mantenimientos',
    body: maintenanceScheduleRequest,
    answer: maintenanceWindowRow,
  }),
  closeWindow: defineEndpoint({
    method: 'POST',
    path: 'admin/comunicacion/mantenimientos/cerrar',
    body: maintenanceCloseRequest,
    answer: maintenanceWindowRow,
  }),
  companies: defineEndpoint({ method: 'GET', path: 'admin/comunicacion/empresas', answer: companyListAnswer }),
  send: defineEndpoint({
    method: 'POST',
    path: 'admin/comunicacion/mensajes',
    body: messageRequest,
    answer: messageSentAnswer,
  }),
  outbox: defineEndpoint({
    method: 'GET',
    path: 'admin/comunicacion/bandeja',
    query: outboxPageRequest,
    answer: outboxPage,
  }),
};
