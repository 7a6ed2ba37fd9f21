import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { peopleEndpoints } from '@vo/domain/people/people.endpoints';
import { staffCall } from '../../back-office/shared/index.ts';
import { unwrap } from '../../lib/api-client.ts';
import { peopleAdminKeys } from './people-admin-keys.ts';

/* Every call of the People section (docs/decisions/0038), typed by its endpoint; components use only these. */

export type PersonActKind = 'endSessions' | 'signOutDevices' | 'disable' | 'enable' | 'unlock' | 'sendRecoveryCode';

/** One page of the people a text finds (document, name, e-mail or phone). */
export function usePeopleSearch(text: string, page: number) {
  return useQuery({
    queryKey: peopleAdminKeys.search(text, page),
    queryFn: async () => unwrap(await staffCall(peopleEndpoints.search, { buscar: text, pagina: String(page) })),
    placeholderData: keepPreviousData,
  });
}

/** A person's whole account: profile, products, payments, sessions, devices, procedures and audit trail. */
export function usePerson(id: string) {
  return useQuery({
    queryKey: peopleAdminKeys.person(id),
    queryFn: async () => unwrap(await staffCall(peopleEndpoints.detail, { idPersona: id })),
  });
}

/** One act on a person's access, with the reason kept in the audit trail; a refusal throws its ApiFailure. */
export async function actOnPerson(act: PersonActKind, personId: number, reason: string) {
  return unwrap(await staffCall(peopleEndpoints[act], { idPersona: personId, motivo: reason }, { silent: true }));
}
