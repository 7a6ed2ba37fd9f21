import { timingSafeEqual } from 'node:crypto';
import { staffMay } from '@vo/domain/back-office/staff-roles';
import { KNOWN_AGENTS } from '@vo/domain/config';
import { ApiStatus } from '@vo/domain/envelope';
import { formatBusinessDateTime } from '@vo/domain/time';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { MaintenanceState } from '../memory/maintenance-state.ts';
import { requireSession } from '../sessions/sessions.ts';
import { requireStaffSession } from '../sessions/staff-sessions.ts';
import { requestLanguage } from './i18n.ts';
import { refuseNulInQuery } from './request-parsing.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Still answers during maintenance: the check itself and the operator's calls. */
    maintenanceExempt?: boolean;
    /**
     * A POST that writes nothing (the gate's scan): its answer does not wait for its changes to be heard
     * (platform/memory/start-memory.ts, docs/decisions/0062), as a GET's does not.
     */
    writesNothing?: boolean;
  }
}

export function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function knownAgent(request: FastifyRequest): boolean {
  const agent = request.headers.agente;
  return typeof agent === 'string' && /^\d{1,6}$/.test(agent) && KNOWN_AGENTS.includes(Number(agent));
}

/**
 * One chain for every API route, in this order: language, known client, maintenance, access rule.
 * Unknown paths skip it and answer 404.
 */
export function registerGuards(app: FastifyInstance, maintenance: MaintenanceState) {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('session', null);
  app.decorateRequest('staff', null);

  app.addHook('onRequest', async (request) => {
    request.lang = requestLanguage(request);
  });

  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access) return; // static files and 404
    refuseNulInQuery(request);
    if (access === 'ops') {
      if (!secretMatches(request.headers['x-ops-secret'], app.deps.opsSecret)) throw new AppError('platform.forbidden');
      return;
    }
    // A bank is no client application and must be heard during maintenance too: the money has moved.
    if (access === 'webhook') return;
    // A balancer's health check sends no agent, and must be answered during maintenance too (0060).
    if (access === 'probe') return;
    // The back office is no client application of the portal, and runs the portal's maintenance (0038).
    if (access === 'staff') {
      request.staff = await requireStaffSession(request, app.deps);
      const permission = request.routeOptions.config.permission;
      if (permission && !staffMay(request.staff.role, permission)) throw new AppError('platform.forbidden');
      return;
    }
    if (!knownAgent(request)) throw new AppError('platform.unknownAgent');
    if (!request.routeOptions.config.maintenanceExempt) {
      const window = await maintenance.activeWindow();
      if (window) {
        const until = formatBusinessDateTime(window.endsAt);
        throw new AppError(
          'platform.maintenance',
          ApiStatus.maintenance,
          { until },
          { fecha_fin_mantenimiento: until },
        );
      }
    }
    if (access === 'public') return;
    request.session = await requireSession(request, app.deps);
    // Role rules: an adviser route is no business of a customer's, a cashier route of anyone else's.
    if (access === 'adviser-own' && request.session.role !== 'adviser') throw new AppError('platform.forbidden');
    if (access === 'cashier' && request.session.role !== 'cashier') throw new AppError('platform.forbidden');
    // A cashier owns no products, cards, tickets or bookings: a customer's own call answers them no empty list
    // but the refusal an adviser's call gives a customer (docs/decisions/0022).
    if (access === 'customer-own' && request.session.role === 'cashier') throw new AppError('platform.forbidden');
  });
}
