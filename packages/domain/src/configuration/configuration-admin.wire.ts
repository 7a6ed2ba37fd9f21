import { z } from 'zod';
import {
  type Page,
  pageAnswerOf,
  pageNumberSchema,
  pageWire,
  staffReasonSchema,
} from '../back-office/back-office.wire.ts';
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

/** Inside: a setting with its value in force, the spec's value, and who changed it last ('ops': the operator). */
export interface SettingInForce {
  name: SettingName;
  kind: string;
  value: unknown;
  defaultValue: unknown;
  changedAt: Date | null;
  changedBy: string | null;
}

export const settingsWire = (settings: readonly SettingInForce[]): z.output<typeof settingsAnswer> => ({
  ajustes: settings.map((setting) => ({
    nombre: setting.name,
    tipo: setting.kind,
    valor: JSON.stringify(setting.value),
    porDefecto: JSON.stringify(setting.defaultValue),
    cambiadoEn: setting.changedAt ? setting.changedAt.toISOString() : null,
    cambiadoPor: setting.changedBy,
  })),
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

/** Inside: one change of a setting, with its values before and after ('ops' as `who`: the operator). */
export interface SettingChange {
  name: string;
  before: unknown;
  after: unknown;
  reason: string;
  who: string;
  when: Date;
}

export const settingsHistoryWire = (page: Page<SettingChange>): z.output<typeof settingsHistoryAnswer> =>
  pageWire(page, (change) => ({
    nombre: change.name,
    antes: JSON.stringify(change.before),
    despues: JSON.stringify(change.after),
    motivo: change.reason,
    quien: change.who,
    cuando: change.when.toISOString(),
  }));
