import { peopleEndpoints as endpoints } from '@vo/domain/people/people.endpoints';
import { personActWire, personSearchWire } from '@vo/domain/people/people.wire';
import { personDetailWire } from '@vo/domain/people/person-detail.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { actOnPerson, type PersonActKind, personDetail, searchPersons } from './people.service.ts';

/** People: find a person, see and act on their account (docs/decisions/0038): the back office's routes, access 'staff' with their permission. */
export async function peopleRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['back office']);
  const { deps } = app;
  const read = { access: 'staff', permission: 'people.read' } as const;
  const act = { access: 'staff', permission: 'people.act' } as const;
  route(endpoints.search, read, async (input, _request, reply) =>
    reply.ok(personSearchWire(await searchPersons(deps, input))),
  );
  route(endpoints.detail, read, async ({ personId }, _request, reply) =>
    reply.ok(personDetailWire(await personDetail(deps, personId))),
  );
  const acts = [
    [endpoints.endSessions, 'endSessions'],
    [endpoints.signOutDevices, 'signOutDevices'],
    [endpoints.disable, 'disable'],
    [endpoints.enable, 'enable'],
    [endpoints.unlock, 'unlock'],
    [endpoints.sendRecoveryCode, 'sendRecoveryCode'],
  ] as const satisfies readonly (readonly [unknown, PersonActKind])[];
  for (const [endpoint, kind] of acts) {
    route(endpoint, act, async (input, request, reply) =>
      reply.ok(
        personActWire(await actOnPerson(deps, { staffId: request.staff!.staffId, ip: request.ip }, kind, input)),
      ),
    );
  }
}
