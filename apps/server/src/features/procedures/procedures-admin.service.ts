import { offsetOf, type Page } from '@vo/domain/back-office/back-office.wire';
import { BACK_OFFICE_PAGE_SIZE } from '@vo/domain/back-office/back-office-config';
import type { ProcedureKind, ProcedureState } from '@vo/domain/procedures/procedure.rules';
import type { QueuedProcedure } from '@vo/domain/procedures/procedures-admin.wire';
import { pageOf } from '../../platform/back-office/back-office-page.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { countProcedureQueue, procedureQueue, queueCountCap } from './procedures-admin.repo.ts';

/** GET admin/tramites: the customers' procedures, oldest first, one state or all, by customer. */
export async function procedureQueuePage(
  deps: AppDeps,
  query: { state: ProcedureState | null; text: string; page: number },
): Promise<Page<QueuedProcedure>> {
  const filter = { state: query.state, text: query.text };
  const [rows, counted] = await Promise.all([
    procedureQueue(deps.db, filter, BACK_OFFICE_PAGE_SIZE, offsetOf(query.page)),
    countProcedureQueue(deps.db, filter),
  ]);
  // The table's kind and state are the domain's codes (written only through procedure.rules).
  return pageOf(
    rows.map((row) => ({ ...row, kind: row.kind as ProcedureKind, state: row.state as ProcedureState })),
    counted,
    query.page,
    queueCountCap(filter),
  );
}
