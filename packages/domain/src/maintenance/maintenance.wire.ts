import { z } from 'zod';
import { formatBusinessDateTime } from '../time.ts';
import type { MaintenanceData } from './maintenance.rules.ts';

/* The maintenance check and the operator's windows (spec §7, docs/decisions/0020). */

/** While a window is in force the check refuses (status 1, data {fecha_fin_mantenimiento}); otherwise data is null. */
export const maintenanceCheckAnswer = z.null();

/** The date rule itself lives in the service, which has the clock; the schema only bounds the text. */
export const maintenanceOnRequest = z
  .object({ hasta: z.string().max(40) })
  .transform((body) => ({ until: body.hasta }));

export const maintenanceWindowAnswer = z.object({
  fecha_fin_mantenimiento: z.string(),
}) satisfies z.ZodType<MaintenanceData>;
export const maintenanceWindowWire = (endsAt: Date): MaintenanceData => ({
  fecha_fin_mantenimiento: formatBusinessDateTime(endsAt),
});

export const maintenanceClosedAnswer = z.object({ cerradas: z.number().int() });
export const maintenanceClosedWire = (closed: number): z.output<typeof maintenanceClosedAnswer> => ({
  cerradas: closed,
});
