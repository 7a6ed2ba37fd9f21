import type { StaffPermission } from '@vo/domain/back-office/staff-roles';
import type { Language } from '@vo/domain/config';
import type { Envelope } from '@vo/domain/envelope';
import type { MessageParams } from '@vo/domain/i18n/catalogue';
import type { MessageKey } from '@vo/domain/i18n/en';
import type { Server } from 'socket.io';
import type { AppDeps } from '../deps.ts';
import type { SessionContext } from '../sessions/sessions.ts';
import type { StaffContext } from '../sessions/staff-sessions.ts';

/**
 * Who may call a route, and whose data it touches: the route's owner rule. Every API route declares
 * one (the app refuses to start otherwise) and the trust harness reads it from the OpenAPI document.
 * - public: anyone with a known `agente` (login, recovery, maintenance check)
 * - self: any logged-in person, about themselves only (home, logout, language, password)
 * - customer-own: a logged-in customer's (or adviser's) own products, payments and bookings; the service checks
 *   ownership; a cashier, who owns none, is refused
 * - adviser-own: advisers (esVendedor 1) only, on their own sales and network
 * - cashier: cashiers (esCajero) only
 * - ops: the operator, with the ops secret (never from a browser)
 * - webhook: an outside system (the QR bank); no agent and no session, the handler checks its signature
 * - staff: the back office (docs/decisions/0038): a staff session, and the route's `permission` for the staff
 *   member's role; never a portal session, and not stopped by maintenance
 */
export const ACCESS_RULES = [
  'public',
  'self',
  'customer-own',
  'adviser-own',
  'cashier',
  'ops',
  'webhook',
  'staff',
] as const;
export type Access = (typeof ACCESS_RULES)[number];

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    realtime: Server;
  }
  interface FastifyRequest {
    lang: Language;
    /** Set by the session guard on `session` routes. */
    session: SessionContext | null;
    /** Set by the guard on `staff` routes. */
    staff: StaffContext | null;
    /** The envelope status of the refusal this request was answered with; null while it was not refused. */
    refusedWith: number | null;
  }
  interface FastifyReply {
    /** The success envelope, with an optional catalogue message in the caller's language. */
    ok<T>(data?: T, key?: MessageKey, params?: MessageParams): Envelope<T>;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** What the call does to money or bookings; such a call must also be `idempotent`. */
    effect?: 'money' | 'booking';
    /** The call runs through runOnce() and requires an Idempotency-Key header. */
    idempotent?: boolean;
    /** On `staff` routes: what the staff member's role must allow (domain back-office/staff-roles.ts). */
    permission?: StaffPermission;
  }
}
