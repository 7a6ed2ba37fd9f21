import { z } from 'zod';
import { deviceRegisterSchema, languageUpdateSchema } from '../auth/auth.schemas.ts';
import { LANGUAGES, type Language } from '../config.ts';
import type { Role } from './session.rules.ts';

/* The session's wire (spec §7, docs/decisions/0020): requests to internal names, answers to spec names. */

/** The body's token repeats the header's; the session guard already read that one. */
export const languageUpdateRequest = languageUpdateSchema.transform((body) => ({ language: body.lenguaje }));

export const deviceRegisterRequest = deviceRegisterSchema.transform((body) => ({
  documentNumber: body.ciUser,
  pushToken: body.tokenDispositivo,
  imei: body.imei ?? '',
}));

/** Inside: what the home page shows of the logged-in person. */
export interface Home {
  fullName: string;
  documentNumber: string;
  role: Role;
  email: string | null;
  phone: string | null;
  adviserMessage: string;
  previousLoginAt: Date | null;
  sessionStartedAt: Date;
}

export const homeAnswer = z.object({
  nombreUsuario: z.string(),
  ci: z.string(),
  rol: z.enum(['customer', 'adviser', 'cashier']),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  mensajeVendedor: z.string(),
  ingresoAnterior: z.string().nullable(),
  sesionIniciada: z.string(),
});
export type HomeData = z.output<typeof homeAnswer>;

export function homeWire(home: Home): HomeData {
  return {
    nombreUsuario: home.fullName,
    ci: home.documentNumber,
    rol: home.role,
    correo: home.email,
    telefono: home.phone,
    mensajeVendedor: home.adviserMessage,
    ingresoAnterior: home.previousLoginAt?.toISOString() ?? null,
    sesionIniciada: home.sessionStartedAt.toISOString(),
  };
}

export const languageAnswer = z.object({ lenguaje: z.enum(LANGUAGES) });
export const languageWire = (language: Language): z.output<typeof languageAnswer> => ({ lenguaje: language });
