import { useQuery } from '@tanstack/react-query';
import type {
  PlanChangeResult,
  PlanSimulationWire,
  planRequestSchema,
  upgradeRequestSchema,
} from '@vo/domain/plans/plan.rules';
import type { z } from 'zod';
import { ApiFailure, api, unwrap } from '../../lib/api.ts';
import { sendOnce } from '../../lib/send-once.ts';

export type PlanRequest = z.output<typeof planRequestSchema>;
export type UpgradeRequest = z.output<typeof upgradeRequestSchema>;

/** GET /plan/opciones: what a new plan would finance (the capital of the future unpaid instalments). */
export interface PlanOptions {
  valor: string;
  cuotaInicialSugerida: string;
  plazos: number[];
  plazoPorDefecto: number;
}

export interface UpgradeOption {
  membresia: string;
  nombre: string;
  /** what the higher membership costs on top of the current one: what the upgrade finances */
  diferencia: string;
  cuotaInicialSugerida: string;
}

/** GET /membresia/mejorar/opciones */
export interface UpgradeOptions {
  actual: { membresia: string; nombre: string };
  opciones: UpgradeOption[];
  plazos: number[];
  plazoPorDefecto: number;
}

// Under the products' key: a payment or a new plan changes what can be financed.
const planKeys = {
  options: (idProducto: number) => ['products', 'plan-options', idProducto] as const,
  upgradeOptions: (idProducto: number) => ['products', 'upgrade-options', idProducto] as const,
};

const noRetryOnRefusal = (count: number, error: unknown) => !(error instanceof ApiFailure) && count < 2;

/** Silent, like the simulations: a refusal (overdue instalments, not a membership) replaces the form. */
export function usePlanOptions(idProducto: number) {
  return useQuery({
    queryKey: planKeys.options(idProducto),
    queryFn: async () =>
      unwrap(await api<PlanOptions>('plan/opciones', { query: { idProducto: String(idProducto) }, silent: true })),
    retry: noRetryOnRefusal,
  });
}

export function useUpgradeOptions(idProducto: number) {
  return useQuery({
    queryKey: planKeys.upgradeOptions(idProducto),
    queryFn: async () =>
      unwrap(
        await api<UpgradeOptions>('membresia/mejorar/opciones', {
          query: { idProducto: String(idProducto) },
          silent: true,
        }),
      ),
    retry: noRetryOnRefusal,
  });
}

const simulate =
  <R>(path: string) =>
  async (request: R): Promise<PlanSimulationWire> =>
    unwrap(await api<PlanSimulationWire>(path, { method: 'POST', body: request, silent: true }));

/** POST /plan/simular */
export const simulateReconfiguration = simulate<PlanRequest>('plan/simular');
/** POST /membresia/mejorar/simular */
export const simulateUpgrade = simulate<UpgradeRequest>('membresia/mejorar/simular');

/** POST /plan/reconfigurar: the new plan replaces the future unpaid instalments, once. */
export const reconfigurePlan = (request: PlanRequest, idempotencyKey: string) =>
  sendOnce<PlanChangeResult>('plan/reconfigurar', request, idempotencyKey);

/** POST /membresia/mejorar: "aplicado", or "atencion_cliente" when instalments are overdue (spec §4). */
export const upgradeMembership = (request: UpgradeRequest, idempotencyKey: string) =>
  sendOnce<PlanChangeResult>('membresia/mejorar', request, idempotencyKey);
