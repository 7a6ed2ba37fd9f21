import { isQuietHour } from '@vo/domain/reminders/reminder.rules';
import { reminderOpsEndpoints as opsEndpoints } from '@vo/domain/reminders/reminders-ops.endpoints';
import type { FastifyInstance } from 'fastify';
import { endpointRoutes } from '../../platform/http/endpoint-route.ts';
import { sweepReminders } from './sweep-reminders.ts';

/**
 * The operator's sweep at a chosen instant (`npm run ops -- reminders sweep --at <ISO>`): what the queue's
 * sweep does, as if it were then. Each (instalment, stage) is claimed once whoever sweeps (docs/decisions/0063),
 * so no Idempotency-Key is needed and a repeated run sends nothing more.
 */
export async function reminderOpsRoutes(app: FastifyInstance) {
  const { deps } = app;
  endpointRoutes(app, ['ops'])(opsEndpoints.sweep, { access: 'ops' }, async ({ at }, _request, reply) => {
    const quiet = isQuietHour(at);
    const sent = quiet ? 0 : await sweepReminders(deps, at);
    return reply.ok(
      { enviados: sent, silencio: quiet },
      quiet ? 'reminders.sweepQuiet' : 'reminders.sweepRun',
      quiet ? undefined : { sent },
    );
  });
}
