import { deviceKeyEndpoints as endpoints } from '@vo/domain/auth/device-key.endpoints';
import { biometricPreferenceWire, loginChallengeWire } from '@vo/domain/auth/device-key.wire';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import {
  biometricPreference,
  changeBiometricPreference,
  issueLoginChallenge,
  registerDeviceKey,
} from './device-keys.service.ts';

/** The device's key and the fingerprint/face-id preference (docs/decisions/0027); registered with the auth routes. */
export function deviceKeyRoutes(app: FastifyInstance, loginRateLimit: { max: number; timeWindow: string }) {
  const route = endpointRoutes(app, ['auth']);
  const { deps } = app;
  const self = { access: 'self' } as const;

  route(endpoints.register, self, async (input, request, reply) =>
    reply.ok(
      biometricPreferenceWire(await registerDeviceKey(deps, request.session!, input, request.ip)),
      'deviceKeys.registered',
    ),
  );

  route(endpoints.preference, self, async (input, request, reply) =>
    reply.ok(biometricPreferenceWire(await biometricPreference(deps, request.session!, input.deviceId))),
  );

  route(endpoints.changePreference, self, async (input, request, reply) => {
    const preference = await changeBiometricPreference(deps, request.session!, input, request.ip);
    return reply.ok(biometricPreferenceWire(preference), preference.key ? 'deviceKeys.changed' : 'deviceKeys.revoked');
  });

  // Public, like the login it prepares, and limited like it per address.
  route(endpoints.challenge, { access: 'public', rateLimit: loginRateLimit }, async (input, _request, reply) =>
    reply.ok(loginChallengeWire(await issueLoginChallenge(deps, input))),
  );
}
