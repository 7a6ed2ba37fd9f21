import { useQuery } from '@tanstack/react-query';
import type { planRequestSchema, upgradeRequestSchema } from '@vo/domain/plans/plan.rules';
import { planEndpoints as endpoints } from '@vo/domain/plans/plans.endpoints';
import type { PlanOptionsWire, UpgradeOptionsWire, UpgradeOptionWire } from '@vo/domain/plans/plans.wire';
import type { z } from 'zod';
import { ApiFailure, call, unwrap } from '../../lib/api.ts';
import { callOnce } from '../../lib/send-once.ts';

export type PlanRequest = z.output<typeof planRequestSchema>;
export type UpgradeRequest = z.output<typeof upgradeRequestSchema>;
/** GET /plan/opciones: what a new plan would finance (the capital of the future unpaid instalments). */
export type PlanOptions = PlanOptionsWire;
/** GET /membresia/mejorar/opciones, and one higher membership of it with what it costs on top. */
export type UpgradeOptions = UpgradeOptionsWire;
export type UpgradeOption = UpgradeOptionWire;

// Under the products' key: a payment or a new plan changes what can be financed.
const planKeys = {
  options: (idProducto: number) => ['products', 'plan-options', idProducto] as const,
  upgradeOptions: (idProducto: number) => ['products', 'upgrade-options', idProducto] as const,
};

const noRetryOnRefusal = (count: number, error: unknown) => !(error instanceof ApiFailure) && count < 2;

/**
 * GET /plan/opciones: what a new plan would finance (the capital of the future unpaid instalments).
 * Silent, like the simulations: a refusal (overdue instalments, not a membership) replaces the form.
 */
export function usePlanOptions(idProducto: number) {
  return useQuery({
    queryKey: planKeys.options(idProducto),
    queryFn: async () => unwrap(await call(endpoints.options, { idProducto }, { silent: true })),
    retry: noRetryOnRefusal,
  });
}

/** GET /membresia/mejorar/opciones */
export function useUpgradeOptions(idProducto: number) {
  return useQuery({
    queryKey: planKeys.upgradeOptions(idProducto),
    queryFn: async () => unwrap(await call(endpoints.upgradeOptions, { idProducto }, { silent: true })),
    retry: noRetryOnRefusal,
  });
}

/** POST /plan/simular */
export const simulateReconfiguration = async (request: PlanRequest) =>
  unwrap(await call(endpoints.simulate, request, { silent: true }));
/** POST /membresia/mejorar/simular */
export const simulateUpgrade = async (request: UpgradeRequest) =>
  unwrap(await call(endpoints.simulateUpgrade, request, { silent: true }));

/** POST /plan/reconfigurar: the new plan replaces the future unpaid instalments, once. */
export const reconfigurePlan = (request: PlanRequest, idempotencyKey: string) =>
  callOnce(endpoints.reconfigure, request, idempotencyKey);

/** POST /membresia/mejorar: "aplicado", or "atencion_cliente" when instalments are overdue (spec §4). */
export const upgradeMembership = (request: UpgradeRequest, idempotencyKey: string) =>
  callOnce(endpoints.upgrade, request, idempotencyKey);
