import { useQuery } from '@tanstack/react-query';
import { recoveryEndpoints as endpoints } from '@vo/domain/recovery-calculator/recovery.endpoints';
import type { ReversalsAnswer } from '@vo/domain/recovery-calculator/recovery.types';
import { call, unwrap } from '../../lib/api.ts';

export interface ReversalChoice {
  idEmpresa: number;
  idVentaRevertida: number;
}

/** GET /calculadora/recuperacion/verificar: whether this user may use the calculator (the menu asks too). */
export function useRecoveryVerification(enabled = true) {
  return useQuery({
    queryKey: ['recovery', 'verification'],
    queryFn: async () => unwrap(await call(endpoints.verify, undefined, { silent: true })),
    staleTime: 5 * 60_000,
    enabled,
  });
}

/**
 * POST …/obtener/reversiones {docId}. Silent: spec §8 shows a failed lookup as an info toast, and a
 * refusal about the document beside its field; the page decides which.
 */
export async function findReversals(docId: string): Promise<ReversalsAnswer> {
  return unwrap(await call(endpoints.reversals, { docId }, { silent: true }));
}

/** POST …/obtener/proyectos {idEmpresa, idVentaRevertida}: the company's projects with free lots. */
export function useRecoveryProjects(choice: ReversalChoice | null) {
  return useQuery({
    queryKey: ['recovery', 'projects', choice?.idEmpresa, choice?.idVentaRevertida],
    queryFn: async () => unwrap(await call(endpoints.projects, choice!)),
    enabled: choice !== null,
  });
}

/** POST …/obtener/productos {idEmpresa, idVentaRevertida, idProyecto}: free lots with what the reversal is worth on each. */
export function useRecoveryProducts(choice: ReversalChoice | null, idProyecto: number | null) {
  return useQuery({
    queryKey: ['recovery', 'products', choice?.idEmpresa, choice?.idVentaRevertida, idProyecto],
    queryFn: async () => unwrap(await call(endpoints.products, { ...choice!, idProyecto: idProyecto! })),
    enabled: choice !== null && idProyecto !== null,
  });
}
