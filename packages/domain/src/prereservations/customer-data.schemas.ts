import { z } from 'zod';
import { DOCUMENT_NUMBER_MAX_LENGTH, LANGUAGES } from '../config.ts';
import { phoneNumberSchema } from '../profile/phone.rules.ts';
import { emailSchema } from '../profile/profile.rules.ts';
import { isRealCalendarDate } from '../time.ts';
import { BUYER_ADDRESS_MAX_LENGTH, DOCUMENT_COMPLEMENT_MAX_LENGTH } from './prereservation-config.ts';

const required = (error: string, max = 80) => z.string({ error }).trim().min(1, { error }).max(max, { error });
const optionalText = (max = 80) => z.string().trim().max(max).optional().default('');
const LETTERS = /^[\p{L}\p{M}' .-]+$/u;

/**
 * Spec §3 "Customer data (pre-reservation)" with its declarations, and the rules of spec §5: first name,
 * a surname (paternal or maternal), an address of letters and digits (with the spaces and . , # - an
 * address needs), a cell phone of digits, an e-mail, and the city, nationality, birth date, gender,
 * country, document type and place of issue required. "Adult only" and "not after today" need today: the
 * service checks them.
 */
export const customerDataSchema = z
  .object({
    nombres: required('prereservations.firstNameRequired').regex(LETTERS, {
      error: 'prereservations.firstNameRequired',
    }),
    apellidoPaterno: optionalText().refine((v) => v === '' || LETTERS.test(v), {
      error: 'prereservations.surnameRequired',
    }),
    apellidoMaterno: optionalText().refine((v) => v === '' || LETTERS.test(v), {
      error: 'prereservations.surnameRequired',
    }),
    nacionalidad: required('prereservations.nationalityRequired'),
    tipoDocumento: z.coerce
      .number({ error: 'prereservations.documentTypeRequired' })
      .int({ error: 'prereservations.documentTypeRequired' })
      .positive({ error: 'prereservations.documentTypeRequired' }),
    nroDocumento: z
      .string({ error: 'prereservations.documentRequired' })
      .trim()
      .regex(new RegExp(`^[0-9A-Za-z-]{5,${DOCUMENT_NUMBER_MAX_LENGTH}}$`), {
        error: 'prereservations.documentRequired',
      }),
    complemento: optionalText(DOCUMENT_COMPLEMENT_MAX_LENGTH),
    expedidoEn: required('prereservations.issuedInRequired'),
    // Missing is "required"; a day that does not exist is "invalid" (the service refuses one after today).
    fechaNacimiento: z
      .string({ error: 'prereservations.birthDateRequired' })
      .trim()
      .min(1, { error: 'prereservations.birthDateRequired' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'prereservations.birthDateInvalid' })
      .refine(isRealCalendarDate, { error: 'prereservations.birthDateInvalid' }),
    genero: z.enum(['F', 'M', 'O'], { error: 'prereservations.genderRequired' }),
    paisResidencia: z.coerce
      .number({ error: 'prereservations.countryRequired' })
      .int({ error: 'prereservations.countryRequired' })
      .positive({ error: 'prereservations.countryRequired' }),
    ciudadResidencia: z.coerce
      .number({ error: 'prereservations.cityRequired' })
      .int({ error: 'prereservations.cityRequired' })
      .positive({ error: 'prereservations.cityRequired' }),
    celular: phoneNumberSchema({
      required: 'prereservations.phoneRequired',
      digits: 'prereservations.phoneDigits',
      length: 'prereservations.phoneDigits',
    }),
    correo: emailSchema({ required: 'prereservations.emailInvalid', invalid: 'prereservations.emailInvalid' }),
    direccion: required('prereservations.addressInvalid', BUYER_ADDRESS_MAX_LENGTH).regex(/^[\p{L}\p{M}0-9 .,#/-]+$/u, {
      error: 'prereservations.addressInvalid',
    }),
    // declarations (spec §3)
    ciudadNacimiento: required('prereservations.birthCityRequired'),
    profesion: required('prereservations.professionRequired'),
    actividadComercial: required('prereservations.activityRequired'),
    funcionarioPublico: z.boolean({ error: 'prereservations.publicOfficialRequired' }),
    institucion: optionalText(120),
    cargo: optionalText(120),
    // The language the buyer is written to in (docs/decisions/0046): optional, so a client that does not send
    // it keeps working; then the adviser's own language is the buyer's.
    idioma: z.enum(LANGUAGES, { error: 'language.invalid' }).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.apellidoPaterno && !value.apellidoMaterno)
      ctx.addIssue({ code: 'custom', path: ['apellidoPaterno'], message: 'prereservations.surnameRequired' });
    // A public official of the last 5 years names where and as what.
    if (value.funcionarioPublico && !value.institucion)
      ctx.addIssue({ code: 'custom', path: ['institucion'], message: 'prereservations.institutionRequired' });
    if (value.funcionarioPublico && !value.cargo)
      ctx.addIssue({ code: 'custom', path: ['cargo'], message: 'prereservations.positionRequired' });
  });
export type CustomerData = z.output<typeof customerDataSchema>;
export type CustomerDataInput = z.input<typeof customerDataSchema>;
