import { z } from 'zod';
import { CITY_NOT_LISTED, citiesQuerySchema, profileUpdateRequestSchema } from './profile.rules.ts';

/* The profile's wire (spec §7, docs/decisions/0007, 0020). */

export const citiesRequest = citiesQuerySchema.transform((query) => ({ countryId: query.pais }));

/** The city travels as -1 when the person's city is not listed (spec §3); inside, that is null. */
export const profileUpdateRequest = profileUpdateRequestSchema.transform((body) => ({
  email: body.correo,
  countryId: body.paisId,
  cityId: body.ciudadId === CITY_NOT_LISTED ? null : body.ciudadId,
  phone: body.telefono,
}));
export type ProfileUpdate = z.output<typeof profileUpdateRequest>;

/** Inside: the contact data the profile dialog edits. */
export interface ContactData {
  email: string;
  countryId: number | null;
  /** 'notListed' once the person confirmed that their city is not in the list. */
  city: number | 'notListed' | null;
  phonePrefix: string;
  phoneNumber: string;
  confirmed: boolean;
}

/** read /datos/cliente/verificar/actualizar (spec §3 "Client profile update"). */
export const profileUpdateAnswer = z.object({
  correo: z.string(),
  paisId: z.number().int().nullable(),
  /** 0 is "my city is not listed"; null is "not chosen yet". */
  ciudadId: z.number().int().nullable(),
  prefijo: z.string(),
  telefono: z.string(),
  /** true once the person has confirmed their data; while false the dialog opens on login. */
  actualizacionRealizada: z.boolean(),
});
export type ProfileUpdateData = z.output<typeof profileUpdateAnswer>;

export function profileUpdateWire(contact: ContactData): ProfileUpdateData {
  return {
    correo: contact.email,
    paisId: contact.countryId,
    ciudadId: contact.city === 'notListed' ? 0 : contact.city,
    prefijo: contact.phonePrefix,
    telefono: contact.phoneNumber,
    actualizacionRealizada: contact.confirmed,
  };
}

/** GET /paises/lista (spec §3 "Country"). */
export const countriesAnswer = z.array(
  z.object({ idpais: z.number().int(), nombre: z.string(), PrefijoTelefono: z.string() }),
);
export type Country = z.output<typeof countriesAnswer>[number];
export const countriesWire = (countries: { id: number; name: string; phonePrefix: string }[]): Country[] =>
  countries.map((country) => ({ idpais: country.id, nombre: country.name, PrefijoTelefono: country.phonePrefix }));

/** GET /ciudades/lista (spec §3 "City"). */
export const citiesAnswer = z.array(z.object({ idciudad: z.number().int(), nombre: z.string() }));
export type City = z.output<typeof citiesAnswer>[number];
export const citiesWire = (cities: { id: number; name: string }[]): City[] =>
  cities.map((city) => ({ idciudad: city.id, nombre: city.name }));

/** Inside: what the profile page shows of the person. */
export interface ProfileSummary {
  fullName: string;
  documentNumber: string;
  email: string | null;
  phone: string | null;
  countryName: string | null;
  cityName: string | null;
  language: string;
  currency: string;
  /** Days left to set a secure password; null when none is due. */
  secureDaysLeft: number | null;
  invoiced: boolean;
}

/** GET /usuario/perfil. */
export const profilePageAnswer = z.object({
  nombreUsuario: z.string(),
  ci: z.string(),
  correo: z.string().nullable(),
  telefono: z.string().nullable(),
  pais: z.string().nullable(),
  ciudad: z.string().nullable(),
  lenguaje: z.string(),
  moneda: z.string(),
  diasCambioSeguro: z.number().int().nullable(),
  factura: z.boolean(),
});
export type ProfilePage = z.output<typeof profilePageAnswer>;

export function profilePageWire(profile: ProfileSummary): ProfilePage {
  return {
    nombreUsuario: profile.fullName,
    ci: profile.documentNumber,
    correo: profile.email,
    telefono: profile.phone,
    pais: profile.countryName,
    ciudad: profile.cityName,
    lenguaje: profile.language,
    moneda: profile.currency,
    diasCambioSeguro: profile.secureDaysLeft,
    factura: profile.invoiced,
  };
}
