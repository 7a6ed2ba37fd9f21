import type { EndpointAddress } from '@vo/domain/endpoint';
import { peopleEndpoints } from '@vo/domain/people/people.endpoints';
import { procedureAdminEndpoints } from '@vo/domain/procedures/procedures-admin.endpoints';
import { fixturesOf } from './endpoint-fixtures.ts';
import type { RouteFixture } from './types.ts';

/**
 * The back office's People and Procedures sections (docs/decisions/0038). Every route is `staff`: a portal token is
 * refused before the input is read, so these only need well-formed payloads aimed at the victim.
 */
const act = (endpoint: EndpointAddress): [EndpointAddress, RouteFixture] => [
  endpoint,
  {
    refused: { idPersona: 999_999_999, motivo: 'Un motivo cualquiera' },
    attack: (victim) => ({ idPersona: victim.userId, motivo: 'Un motivo cualquiera' }),
  },
];

export const backOfficePeopleFixtures: Record<string, RouteFixture> = {
  ...fixturesOf(
    [peopleEndpoints.search, { refused: { buscar: 'zzzz-nadie' }, attack: (victim) => ({ buscar: victim.ci }) }],
    [
      peopleEndpoints.detail,
      { refused: { idPersona: '999999999' }, attack: (victim) => ({ idPersona: String(victim.userId) }) },
    ],
    act(peopleEndpoints.endSessions),
    act(peopleEndpoints.signOutDevices),
    act(peopleEndpoints.disable),
    act(peopleEndpoints.enable),
    act(peopleEndpoints.unlock),
    act(peopleEndpoints.sendRecoveryCode),
    [
      procedureAdminEndpoints.queue,
      { refused: { estado: 'resuelto', buscar: 'zzzz-nadie' }, attack: (victim) => ({ buscar: victim.ci }) },
    ],
    [
      procedureAdminEndpoints.move,
      {
        refused: { idTramite: 999_999_999, estado: 'en_revision', nota: '' },
        attack: () => ({ idTramite: 1, estado: 'en_revision', nota: 'Movido por quien no debe' }),
      },
    ],
  ),
};
