import { FALLBACK_LANGUAGE, type Language } from '@vo/domain/config';
import { isLanguage, translate } from '@vo/domain/i18n/catalogue';
import type { MessageKey } from '@vo/domain/i18n/en';
import { PROCEDURES_LINK } from '@vo/domain/notifications/notification-links';
import { NotificationType } from '@vo/domain/notifications/notifications.types';
import { noteRefusal, type ProcedureState, transitionRefusal } from '@vo/domain/procedures/procedure.rules';
import { PROCEDURE_KIND_WIRE, PROCEDURE_STATE_WIRE } from '@vo/domain/procedures/procedure.schemas';
import type { ProcedureMoved } from '@vo/domain/procedures/procedures.wire';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import { findLanguagePreference } from '../../platform/records/preferences.repo.ts';
import { insertNotification } from '../notifications/index.ts';
import { lockProcedure, moveProcedureTo } from './procedures.repo.ts';

export interface ProcedureChange {
  procedureId: number;
  to: ProcedureState;
  note: string;
}

/** The notification of a change, in the customer's own language (their stored choice, else English). */
function noticeOf(language: Language, row: { id: number; kind: string }, change: ProcedureChange) {
  const label = (key: string) => translate(language, key as MessageKey);
  const state = label(`procedures.state.${PROCEDURE_STATE_WIRE[change.to]}`);
  const kind = label(`procedures.kind.${PROCEDURE_KIND_WIRE[row.kind as keyof typeof PROCEDURE_KIND_WIRE]}`);
  const text = translate(language, 'procedures.noticeText', { kind, number: row.id, state });
  const note = change.note ? ` ${translate(language, 'procedures.noticeNote', { note: change.note })}` : '';
  return {
    type: NotificationType.notification,
    title: translate(language, 'procedures.noticeTitle', { number: row.id, state }),
    body: `${text}${note}`,
    link: PROCEDURES_LINK,
  };
}

/**
 * POST /ops/tramites/estado (`npm run ops -- procedure <id> <estado> "<nota>"`): the back office moves a
 * procedure along the state machine. The change, its event and the customer's notification are one
 * transaction; the notification is pushed to their open pages after it commits (bell count and toast).
 */
export async function moveProcedure(
  deps: AppDeps,
  change: ProcedureChange,
  /** the staff member who moves it from the console (docs/decisions/0038); none for the operator's call */
  staffMember?: { staffId: number; ip: string },
): Promise<ProcedureMoved & { notificationId: number }> {
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const row = await lockProcedure(tx, change.procedureId);
    if (!row) throw new AppError('procedures.notFound', 1, {}, { campo: 'idTramite' });
    const refusal = transitionRefusal(row.state as ProcedureState, change.to, 'staff');
    if (refusal) throw new AppError(refusal, 1, {}, { campo: 'estado' });
    const noNote = noteRefusal(change.to, change.note);
    if (noNote) throw new AppError(noNote, 1, {}, { campo: 'nota' });
    await moveProcedureTo(tx, row.id, change.to, change.note, now);
    const stored = await findLanguagePreference(tx, row.userId);
    const notice = noticeOf(isLanguage(stored) ? stored : FALLBACK_LANGUAGE, row, change);
    const idnotificacion = await insertNotification(tx, row.userId, notice, now);
    const detail = { id: row.id, to: change.to };
    await audit(
      tx,
      staffMember
        ? {
            userId: row.userId,
            staffId: staffMember.staffId,
            action: 'staff.procedure.move',
            detail,
            ip: staffMember.ip,
          }
        : { userId: row.userId, action: 'ops.procedure', detail },
      now,
    );
    return { userId: row.userId, notice, idnotificacion };
  });
  deps.events.emit('notice', {
    userId: done.userId,
    kind: 'notification',
    titulo: done.notice.title,
    message: done.notice.body,
    idnotificacion: done.idnotificacion,
  });
  return { procedureId: change.procedureId, state: change.to, notificationId: done.idnotificacion };
}
