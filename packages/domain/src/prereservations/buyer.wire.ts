import type { Language } from '../config.ts';
import type { CustomerData } from './customer-data.schemas.ts';

/*
 * The buyer of a pre-reservation (spec §3 "Customer data (pre-reservation)", with its declarations):
 * Spanish on the wire and in the row that keeps it (prereservations.customer_data holds spec §3's record,
 * as it always has), English inside. The map is written once and read both ways.
 */

export interface Buyer {
  firstNames: string;
  paternalSurname: string;
  maternalSurname: string;
  nationality: string;
  documentType: number;
  documentNumber: string;
  documentComplement: string;
  issuedIn: string;
  /** YYYY-MM-DD */
  birthDate: string;
  gender: 'F' | 'M' | 'O';
  countryId: number;
  cityId: number;
  phone: string;
  email: string;
  address: string;
  birthCity: string;
  profession: string;
  businessActivity: string;
  publicOfficial: boolean;
  institution: string;
  position: string;
  /** the language they are written to in; a pre-reservation without one is in its adviser's language */
  language?: Language;
}

/** Each internal name and its spec §3 name, in the order of the form (and of the stored record). */
const BUYER_WIRE = {
  firstNames: 'nombres',
  paternalSurname: 'apellidoPaterno',
  maternalSurname: 'apellidoMaterno',
  nationality: 'nacionalidad',
  documentType: 'tipoDocumento',
  documentNumber: 'nroDocumento',
  documentComplement: 'complemento',
  issuedIn: 'expedidoEn',
  birthDate: 'fechaNacimiento',
  gender: 'genero',
  countryId: 'paisResidencia',
  cityId: 'ciudadResidencia',
  phone: 'celular',
  email: 'correo',
  address: 'direccion',
  birthCity: 'ciudadNacimiento',
  profession: 'profesion',
  businessActivity: 'actividadComercial',
  publicOfficial: 'funcionarioPublico',
  institution: 'institucion',
  position: 'cargo',
  language: 'idioma',
} as const satisfies { [K in keyof Buyer]: keyof CustomerData };

export function buyerFromWire(data: CustomerData): Buyer {
  return Object.fromEntries(
    Object.entries(BUYER_WIRE).map(([inside, wire]) => [inside, data[wire]]),
  ) as unknown as Buyer;
}

/** spec §3's record of a buyer, as a pre-reservation's row keeps it. */
export function buyerRecord(buyer: Buyer): CustomerData {
  return Object.fromEntries(
    Object.entries(BUYER_WIRE).map(([inside, wire]) => [wire, buyer[inside as keyof Buyer]]),
  ) as unknown as CustomerData;
}

/** The field a refusal about the buyer names, as the form knows it ("cliente.fechaNacimiento"). */
export const buyerField = (name: keyof Buyer) => `cliente.${BUYER_WIRE[name]}`;

/** The buyer with their language: the one chosen in the form, else the adviser's (the language of the call). */
export const buyerInLanguage = (buyer: Buyer, advisersLanguage: Language): Buyer => ({
  ...buyer,
  language: buyer.language ?? advisersLanguage,
});
