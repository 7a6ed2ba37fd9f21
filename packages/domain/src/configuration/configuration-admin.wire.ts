import { z } from 'zod';
import { pageAnswerOf, pageNumberSchema, staffReasonSchema } from '../back-office/back-office.wire.ts';
import { isSettingName, type SettingName } from './settings.ts';

/* The wire of the back office's configuration (docs/decisions/0039). Values travel as JSON text: each setting has its own shape. */

const settingName = z
  .string({ error: 'configuration.unknownSetting' })
  .max(60, { error: 'configuration.unknownSetting' })
  .refine(isSettingName, { error: 'configuration.unknownSetting' })
  .transform((name) => name as SettingName);

export const settingsAnswer = z.object({
  ajustes: z.array(
    z.object({
      nombre: z.string(),
      tipo: z.string(),
      /** JSON of the value in force */
      valor: z.string(),
      /** JSON of the spec's value */
      porDefecto: z.string(),
      cambiadoEn: z.string().nullable(),
      cambiadoPor: z.string().nullable(),
    }),
  ),
});

const jsonValue = z
  .string({ error: 'configuration.valueInvalid' })
  .max(20_000, { error: 'configuration.valueInvalid' })
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'configuration.valueInvalid' });
      return z.NEVER;
    }
  });

export const changeSettingRequest = z
  .object({ nombre: settingName, valor: jsonValue, motivo: staffReasonSchema })
  .transform((body) => ({ name: body.nombre, value: body.valor, reason: body.motivo }));

export const settingsHistoryQuery = z
  .object({ nombre: settingName.optional(), pagina: pageNumberSchema })
  .transform((query) => ({ name: query.nombre ?? null, page: query.pagina }));

export const settingsHistoryAnswer = pageAnswerOf(
  z.object({
    nombre: z.string(),
    antes: z.string(),
    despues: z.string(),
    motivo: z.string(),
    quien: z.string(),
    cuando: z.string(),
  }),
);
