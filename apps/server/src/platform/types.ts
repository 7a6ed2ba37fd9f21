import type { Language } from '@vo/domain/config';
import type { Envelope } from '@vo/domain/envelope';
import type { MessageParams } from '@vo/domain/i18n/catalogue';
import type { MessageKey } from '@vo/domain/i18n/en';
import type { AppDeps } from './deps.ts';
import type { MaintenanceState } from './maintenance-state.ts';
import type { SessionContext } from './sessions.ts';

/**
 * Who may call a route. Every route declares one; the app refuses to start otherwise.
 * - public: anyone (still needs a known `agente`)
 * - session: a logged-in person; the service scopes every query to that person
 * - ops: the operator, with the ops secret (never from a browser)
 */
export type Access = 'public' | 'session' | 'ops';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    maintenance: MaintenanceState;
  }
  interface FastifyRequest {
    lang: Language;
    /** Set by the session guard on `session` routes. */
    session: SessionContext | null;
  }
  interface FastifyReply {
    /** The success envelope, with an optional catalogue message in the caller's language. */
    ok<T>(data?: T, key?: MessageKey, params?: MessageParams): Envelope<T>;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}
