import { useQuery, useQueryClient } from '@tanstack/react-query';
import { staffMemberEndpoints } from '@vo/domain/back-office/staff-members.endpoints';
import { communicationEndpoints } from '@vo/domain/communication/communication.endpoints';
import { configurationAdminEndpoints as endpoints } from '@vo/domain/configuration/configuration-admin.endpoints';
import { staffCall } from '../../back-office/shared/index.ts';
import { unwrap } from '../../lib/api-client.ts';
import { configurationAdminKeys } from './configuration-admin-keys.ts';

/* Every call of the console's Configuration (docs/decisions/0039, 0042), its components use these only. */

const loadSettings = async () => unwrap(await staffCall(endpoints.settings));
export type Setting = Awaited<ReturnType<typeof loadSettings>>['ajustes'][number];

/** GET admin/configuracion: every flag and limit with the value in force, the spec's, and its last change. */
export function useSettings() {
  return useQuery({ queryKey: configurationAdminKeys.settings(), queryFn: loadSettings });
}

/** GET admin/configuracion/historial: a page of the changes, the latest first. */
export function useSettingsHistory(page: number) {
  return useQuery({
    queryKey: configurationAdminKeys.history(page),
    queryFn: async () => unwrap(await staffCall(endpoints.history, { pagina: String(page) })),
  });
}

/**
 * The group's companies by number, so a setting that lists companies names them (the administrator has the
 * communication section's permission too: its list is the one the database keeps).
 */
export function useCompanyNames() {
  return useQuery({
    queryKey: configurationAdminKeys.companies(),
    queryFn: async () => unwrap(await staffCall(communicationEndpoints.companies)),
    select: (rows) => new Map(rows.map((row) => [row.id, row.nombre])),
    staleTime: 5 * 60_000,
  });
}

/** POST admin/configuracion/cambiar: answers the envelope, whose refusal names its field; a change reads the section again. */
export function useChangeSetting() {
  const client = useQueryClient();
  return async (nombre: string, valor: string, motivo: string) => {
    const answer = await staffCall(endpoints.change, { nombre, valor, motivo }, { silent: true });
    if (answer.status === 0) await client.invalidateQueries({ queryKey: configurationAdminKeys.all });
    return answer;
  };
}

/** GET admin/personal: the staff members, and whose sign-in is locked. */
export function useStaffMembers() {
  return useQuery({
    queryKey: configurationAdminKeys.staff(),
    queryFn: async () => unwrap(await staffCall(staffMemberEndpoints.list)),
  });
}

/** POST admin/personal/desbloquear with the reason kept in the audit trail; the list is read again. */
export function useUnlockStaffMember() {
  const client = useQueryClient();
  return async (idPersonal: number, motivo: string) => {
    unwrap(await staffCall(staffMemberEndpoints.unlock, { idPersonal, motivo }, { silent: true }));
    await client.invalidateQueries({ queryKey: configurationAdminKeys.staff() });
  };
}
