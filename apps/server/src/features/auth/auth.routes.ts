import { authEndpoints as endpoints } from '@vo/domain/auth/auth.endpoints';
import {
  loginWire,
  mobileSessionWire,
  passwordLinkWire,
  recoveryChannelsWire,
  recoveryCodeSentWire,
  recoveryLinkWire,
} from '@vo/domain/auth/auth.wire';
import { RECOVERY_CODE_TTL_MINUTES } from '@vo/domain/auth/auth-config';
import { deviceKeyEndpoints } from '@vo/domain/auth/device-key.endpoints';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { deviceKeyRoutes } from './device-keys.routes.ts';
import { login } from './login.service.ts';
import { mobileSession } from './mobile-session.service.ts';
import { changeOwnPassword, changePasswordByLink, inspectPasswordLink, signOutEverywhere } from './password.service.ts';
import { checkRecoveryCode, recoveryChannels, sendRecoveryCode } from './password-recovery.service.ts';

export async function authRoutes(app: FastifyInstance) {
  const route = endpointRoutes(app, ['auth']);
  const { deps } = app;
  const perMinute = (max: number) => ({ max, timeWindow: '1 minute' });
  // These calls hash passwords: the hash pool bounds them and says "try again" itself (platform/sessions/password-hash.ts),
  // so they take no turn of the embedded engine's queue while they wait for a hash (platform/limits/request-queue.ts).
  const guarded = {
    access: 'public',
    rateLimit: perMinute(deps.rateLimits.loginPerMinute),
    boundedByHashPool: true,
  } as const;

  route(endpoints.login, guarded, async (input, request, reply) => {
    const client = { agent: String(request.headers.agente), ip: request.ip, language: request.lang };
    return reply.ok(loginWire(await login(deps, input, client)));
  });

  for (const endpoint of [endpoints.mobileSession, endpoints.mobileSessionData]) {
    route(endpoint, { access: 'self' }, async (_input, request, reply) =>
      reply.ok(mobileSessionWire(await mobileSession(deps, request.session!, request.lang))),
    );
  }

  deviceKeyRoutes(app, perMinute(deps.rateLimits.loginPerMinute));

  route(endpoints.passwordLink, guarded, async (input, _request, reply) =>
    reply.ok(passwordLinkWire(await inspectPasswordLink(deps, input.linkToken))),
  );

  route(endpoints.setPasswordByLink, guarded, async (input, request, reply) => {
    await changePasswordByLink(deps, input, request.ip);
    return reply.ok(undefined, 'auth.passwordChanged');
  });

  route(endpoints.changePassword, { ...guarded, access: 'self' }, async (input, request, reply) => {
    await changeOwnPassword(deps, request.session!, input, request.ip);
    return reply.ok(undefined, 'auth.passwordChanged');
  });

  // "Sign out every device" checks the password like the change does (docs/decisions/0041).
  route(deviceKeyEndpoints.signOutEverywhere, { ...guarded, access: 'self' }, async (input, request, reply) => {
    await signOutEverywhere(deps, request.session!, input, request.ip);
    return reply.ok(undefined, 'deviceKeys.signedOutEverywhere');
  });

  route(endpoints.recoveryChannels, guarded, async (_input, _request, reply) =>
    reply.ok(recoveryChannelsWire(recoveryChannels())),
  );

  route(endpoints.sendRecoveryCode, { ...guarded, rateLimit: perMinute(10) }, async (input, request, reply) => {
    const seconds = await sendRecoveryCode(deps, input.documentNumber, input.method, request.lang);
    return reply.ok(recoveryCodeSentWire(seconds), 'recovery.codeSent', { minutes: RECOVERY_CODE_TTL_MINUTES });
  });

  route(endpoints.checkRecoveryCode, guarded, async (input, _request, reply) =>
    reply.ok(recoveryLinkWire(await checkRecoveryCode(deps, input.documentNumber, input.code))),
  );
}
