import { configurationAdminEndpoints as endpoints } from '@vo/domain/configuration/configuration-admin.endpoints';
import { staffCall } from '../../back-office/shared/index.ts';
import { unwrap } from '../../lib/api-client.ts';

export const configurationKeys = {
  settings: ['admin', 'configuration'] as const,
  history: (page: number) => ['admin', 'configuration', 'history', page] as const,
};

export const loadSettings = async () => unwrap(await staffCall(endpoints.settings));
export const loadHistory = async (page: number) => unwrap(await staffCall(endpoints.history, { pagina: String(page) }));
export const changeSetting = (nombre: string, valor: string, motivo: string) =>
  staffCall(endpoints.change, { nombre, valor, motivo }, { silent: true });

export type Setting = Awaited<ReturnType<typeof loadSettings>>['ajustes'][number];
