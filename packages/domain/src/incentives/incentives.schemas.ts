import { z } from 'zod';

export const raceQuerySchema = z.object({
  carrera: z
    .string({ error: 'incentives.raceUnknown' })
    .regex(/^\d{4}-S[12]$/, { error: 'incentives.raceUnknown' })
    .optional(),
});

export const bestSellerQuerySchema = z.object({
  ciclo: z.string({ error: 'incentives.cycleUnknown' }).max(20, { error: 'incentives.cycleUnknown' }).optional(),
  mes: z
    .string({ error: 'incentives.monthOutsideCycle' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'incentives.monthOutsideCycle' })
    .optional(),
});
