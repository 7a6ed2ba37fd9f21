import { offsetOf } from '@vo/domain/back-office/back-office.wire';
import { BACK_OFFICE_PAGE_SIZE } from '@vo/domain/config';
import type { ProcedureState } from '@vo/domain/procedures/procedure.rules';
import { PROCEDURE_KIND_WIRE, PROCEDURE_STATE_WIRE } from '@vo/domain/procedures/procedure.schemas';
import type { ProcedureQueueRowWire } from '@vo/domain/procedures/procedures-admin.wire';
import { pageAnswer } from '../../platform/back-office-page.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { countProcedureQueue, procedureQueue, queueCountCap } from './procedures-admin.repo.ts';

/** GET admin/tramites: the customers' procedures, oldest first, one state or all, by customer. */
export async function procedureQueuePage(
  deps: AppDeps,
  query: { state: ProcedureState | null; text: string; page: number },
) {
  const filter = { state: query.state, text: query.text };
  const [rows, counted] = await Promise.all([
    procedureQueue(deps.db, filter, BACK_OFFICE_PAGE_SIZE, offsetOf(query.page)),
    countProcedureQueue(deps.db, filter),
  ]);
  return pageAnswer(
    rows.map(
      (row): ProcedureQueueRowWire => ({
        idTramite: row.id,
        ci: row.documentNumber,
        nombre: row.fullName,
        tipo: PROCEDURE_KIND_WIRE[row.kind as keyof typeof PROCEDURE_KIND_WIRE],
        estado: PROCEDURE_STATE_WIRE[row.state as ProcedureState],
        detalle: row.detail,
        nota: row.lastNote,
        creado: row.createdAt.toISOString(),
        actualizado: row.updatedAt.toISOString(),
      }),
    ),
    counted,
    query.page,
    queueCountCap(filter),
  );
}
