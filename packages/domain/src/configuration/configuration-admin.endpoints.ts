import { defineEndpoint } from '../endpoint.ts';
import {
  changeSettingRequest,
  settingsAnswer,
  settingsHistoryAnswer,
  settingsHistoryQuery,
} from './configuration-admin.wire.ts';

/** The back office's configuration (docs/decisions/0039): spec §9 flags and limits, their change and history. */
export const configurationAdminEndpoints = {
  settings: defineEndpoint({ method: 'GET', path: 'admin/configuracion', answer: settingsAnswer }),
  change: defineEndpoint({
    method: 'POST',
    path: 'admin/configuracion/cambiar',
    body: changeSettingRequest,
    answer: settingsAnswer,
  }),
  history: defineEndpoint({
    method: 'GET',
    path: 'admin/configuracion/historial',
    query: settingsHistoryQuery,
    answer: settingsHistoryAnswer,
  }),
};
