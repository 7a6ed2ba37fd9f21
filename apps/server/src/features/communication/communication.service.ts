import { offsetOf, type Page } from '@vo/domain/back-office/back-office.wire';
import { BACK_OFFICE_PAGE_SIZE } from '@vo/domain/back-office/back-office-config';
import {
  audienceLabel,
  type MaintenanceWindowState,
  type MaintenanceWindowView,
  type MessageInput,
  type OutboxEntry,
} from '@vo/domain/communication/communication.wire';
import { NotificationType } from '@vo/domain/notifications/notifications.rules';
import { formatBusinessDateTime, parseBusinessDateTime } from '@vo/domain/time';
import { pageOf } from '../../platform/back-office/back-office-page.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { insertWindow } from '../../platform/memory/maintenance.repo.ts';
import type { MaintenanceState } from '../../platform/memory/maintenance-state.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import { findUserIdByDocument } from '../../platform/records/person-lookup.repo.ts';
import { insertNotificationForEveryone, insertNotificationForPeople } from '../notifications/index.ts';
import {
  companyExists,
  deleteWindow,
  endWindowAt,
  findWindow,
  listCompanies,
  pageOfOutbox,
  pageOfWindows,
  userIdsOfCompanyCustomers,
  userIdsOfRole,
} from './communication.repo.ts';

/** Who acted, from where: every act of this section is audited with the staff member's id. */
export interface StaffActor {
  staffId: number;
  ip: string;
}

interface Window {
  id: number;
  startsAt: Date;
  endsAt: Date;
}

function stateOf(window: Window, now: Date): MaintenanceWindowState {
  if (window.endsAt.getTime() <= now.getTime()) return 'past';
  return window.startsAt.getTime() <= now.getTime() ? 'active' : 'upcoming';
}

/** The window as the console shows it: `seconds` is the countdown the portal's people will see (to start, then to end). */
function windowView(window: Window, now: Date): MaintenanceWindowView {
  const state = stateOf(window, now);
  const target = state === 'upcoming' ? window.startsAt : window.endsAt;
  return {
    id: window.id,
    startsAt: window.startsAt,
    endsAt: window.endsAt,
    state,
    seconds: state === 'past' ? 0 : Math.ceil((target.getTime() - now.getTime()) / 1000),
  };
}

export async function windowsPage(deps: AppDeps, page: number): Promise<Page<MaintenanceWindowView>> {
  const now = deps.clock.now();
  const { rows, counted } = await pageOfWindows(deps.db, BACK_OFFICE_PAGE_SIZE, offsetOf(page));
  return pageOf(
    rows.map((row) => windowView(row, now)),
    counted,
    page,
  );
}

/**
 * A window from `start` (now or later; a start a minute in the past is read as now, the time it took to
 * type it) until `end`. The portal's check reads every unfinished window and honours one only between its
 * start and its end (platform/memory/maintenance-state.ts), so a window scheduled ahead starts on time.
 */
export async function scheduleWindow(
  deps: AppDeps,
  state: MaintenanceState,
  actor: StaffActor,
  input: { start: string; end: string },
): Promise<MaintenanceWindowView> {
  const now = deps.clock.now();
  const start = parseBusinessDateTime(input.start);
  if (!start) throw new AppError('adminCommunication.dateInvalid', 1, {}, { campo: 'inicio' });
  const end = parseBusinessDateTime(input.end);
  if (!end) throw new AppError('adminCommunication.dateInvalid', 1, {}, { campo: 'fin' });
  if (start.getTime() < now.getTime() - 60_000) {
    throw new AppError('adminCommunication.startInPast', 1, {}, { campo: 'inicio' });
  }
  const startsAt = start.getTime() < now.getTime() ? now : start;
  if (end.getTime() <= startsAt.getTime()) {
    throw new AppError('adminCommunication.endBeforeStart', 1, {}, { campo: 'fin' });
  }
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertWindow(tx, startsAt, end);
    await audit(
      tx,
      {
        staffId: actor.staffId,
        action: 'maintenance.schedule',
        detail: { id: inserted.id, start: formatBusinessDateTime(startsAt), end: input.end },
        ip: actor.ip,
      },
      now,
    );
    return inserted;
  });
  state.forget();
  return windowView(row, now);
}

/** Cancels a window not started yet, or ends the active one now; a past window is refused. */
export async function closeWindow(
  deps: AppDeps,
  state: MaintenanceState,
  actor: StaffActor,
  windowId: number,
): Promise<MaintenanceWindowView> {
  const now = deps.clock.now();
  const closed = await deps.db.transaction(async (tx) => {
    const window = await findWindow(tx, windowId);
    if (!window) throw new AppError('adminCommunication.windowUnknown');
    const windowState = stateOf(window, now);
    if (windowState === 'past') throw new AppError('adminCommunication.windowOver');
    if (windowState === 'upcoming') await deleteWindow(tx, windowId);
    else await endWindowAt(tx, windowId, now);
    const detail = {
      id: windowId,
      start: formatBusinessDateTime(window.startsAt),
      end: formatBusinessDateTime(window.endsAt),
    };
    const action = windowState === 'upcoming' ? 'maintenance.cancel' : 'maintenance.end';
    await audit(tx, { staffId: actor.staffId, action, detail, ip: actor.ip }, now);
    return windowState === 'upcoming' ? { ...window, endsAt: window.startsAt } : { ...window, endsAt: now };
  });
  state.forget();
  return { ...windowView(closed, now), state: 'past', seconds: 0 };
}

export async function companiesList(deps: AppDeps): Promise<{ id: number; name: string }[]> {
  return listCompanies(deps.db);
}

/**
 * A notice or a promotion, stored for each person it reaches (so it is in their list and unread count) and
 * then pushed live over the same realtime path as `npm run ops -- notify|promo`. All three roles with
 * communication.act (admin, customer service, sales manager) may send both kinds: a sales manager's notices
 * are as audited as anyone's, and one rule is simpler to explain than two. Answers how many were reached.
 */
export async function sendMessage(deps: AppDeps, actor: StaffActor, input: MessageInput): Promise<number> {
  const now = deps.clock.now();
  const type = input.kind === 'notification' ? NotificationType.notification : NotificationType.promotion;
  const notice = { type, title: input.title, body: input.text };
  const audience = await audienceOf(deps, input);
  const auditRow = (people: number) => ({
    staffId: actor.staffId,
    userId: audience.kind === 'person' ? audience.userIds[0]! : null,
    action: `communication.${input.kind === 'notification' ? 'notice' : 'promotion'}`,
    detail: { audience: audience.label, title: input.title, people },
    ip: actor.ip,
  });
  const push = { kind: input.kind, titulo: input.title, message: input.text };

  if (audience.kind === 'everyone') {
    const people = await deps.db.transaction(async (tx) => {
      const inserted = await insertNotificationForEveryone(tx, notice, now);
      await audit(tx, auditRow(inserted), now);
      return inserted;
    });
    deps.events.emit('notice', { userId: null, ...push, idnotificacion: null });
    return people;
  }
  const rows = await deps.db.transaction(async (tx) => {
    const inserted = await insertNotificationForPeople(tx, audience.userIds, notice, now);
    await audit(tx, auditRow(inserted.length), now);
    return inserted;
  });
  for (const row of rows) deps.events.emit('notice', { userId: row.userId, ...push, idnotificacion: row.id });
  return rows.length;
}

type Audience = { kind: 'everyone'; label: string } | { kind: 'person' | 'group'; label: string; userIds: number[] };

async function audienceOf(deps: AppDeps, input: MessageInput): Promise<Audience> {
  switch (input.audience) {
    case 'everyone':
      return { kind: 'everyone', label: audienceLabel({ kind: 'everyone' }) };
    case 'person': {
      const documentNumber = input.documentNumber.toUpperCase();
      if (!documentNumber) throw new AppError('adminCommunication.personRequired', 1, {}, { campo: 'ci' });
      const userId = await findUserIdByDocument(deps.db, documentNumber);
      if (userId === null) throw new AppError('adminCommunication.personUnknown', 1, {}, { campo: 'ci' });
      return { kind: 'person', label: audienceLabel({ kind: 'person', documentNumber }), userIds: [userId] };
    }
    case 'role': {
      const role = input.role;
      if (!role) throw new AppError('adminCommunication.roleRequired', 1, {}, { campo: 'rol' });
      return {
        kind: 'group',
        label: audienceLabel({ kind: 'role', role }),
        userIds: await userIdsOfRole(deps.db, role),
      };
    }
    case 'company': {
      const companyId = input.companyId;
      if (companyId === null || !(await companyExists(deps.db, companyId))) {
        throw new AppError('adminCommunication.companyRequired', 1, {}, { campo: 'empresa' });
      }
      return {
        kind: 'group',
        label: audienceLabel({ kind: 'company', companyId }),
        userIds: await userIdsOfCompanyCustomers(deps.db, companyId),
      };
    }
  }
}

export async function outboxPage(deps: AppDeps, page: number, search: string): Promise<Page<OutboxEntry>> {
  const { rows, counted } = await pageOfOutbox(deps.db, search, BACK_OFFICE_PAGE_SIZE, offsetOf(page));
  return pageOf(rows, counted, page);
}
