import { profileEndpoints as endpoints } from '@vo/domain/profile/profile.endpoints';
import { citiesWire, countriesWire, profilePageWire, profileUpdateWire } from '@vo/domain/profile/profile.wire';
import { toReminderChannelsWire } from '@vo/domain/profile/reminder-channels.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { cityList, contactDataOf, countryList, profileOf, updateProfile } from './profile.service.ts';
import { reminderChannelsOf, updateReminderChannels } from './reminder-channels.service.ts';

/** Spec §7 profile calls (docs/decisions/0007): the person's own contact data only. */
export async function profileRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['profile']);
  const { deps } = app;
  const self = { access: 'self' } as const;

  route(endpoints.contactData, self, async (_input, request, reply) =>
    reply.ok(profileUpdateWire(await contactDataOf(deps, request.session!))),
  );

  route(endpoints.countries, self, async (_input, _request, reply) => reply.ok(countriesWire(await countryList(deps))));

  route(endpoints.cities, self, async (input, _request, reply) =>
    reply.ok(citiesWire(await cityList(deps, input.countryId))),
  );

  route(endpoints.updateContactData, self, async (input, request, reply) =>
    reply.ok(profileUpdateWire(await updateProfile(deps, request.session!, input)), 'profile.saved'),
  );

  route(endpoints.profile, self, async (_input, request, reply) =>
    reply.ok(profilePageWire(await profileOf(deps, request.session!))),
  );

  route(endpoints.reminderChannels, self, async (_input, request, reply) =>
    reply.ok(toReminderChannelsWire(await reminderChannelsOf(deps, request.session!))),
  );

  route(endpoints.updateReminderChannels, self, async (input, request, reply) =>
    reply.ok(toReminderChannelsWire(await updateReminderChannels(deps, request.session!, input)), 'profile.saved'),
  );
}
