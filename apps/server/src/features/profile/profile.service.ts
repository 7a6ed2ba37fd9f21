import { DEFAULT_CURRENCY, FALLBACK_LANGUAGE } from '@vo/domain/config';
import { companiesThatInvoice } from '@vo/domain/invoice/invoice.rules';
import { normalisePhonePrefix, splitPhone } from '@vo/domain/profile/phone.rules';
import {
  CITY_NOT_LISTED,
  type City,
  type Country,
  type ProfilePage,
  type ProfileUpdateData,
  type ProfileUpdateRequest,
} from '@vo/domain/profile/profile.rules';
import { daysLeft } from '@vo/domain/session/session.rules';
import { audit } from '../../platform/audit.repo.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import type { SessionContext } from '../../platform/sessions.ts';
import {
  companyIdsOf,
  findCity,
  findCountry,
  findProfile,
  listCitiesOf,
  listCountries,
  saveContactData,
} from './profile.repo.ts';

async function profileOf(deps: AppDeps, session: SessionContext) {
  const profile = await findProfile(deps.db, session.userId);
  if (!profile) throw new AppError('session.expired', 7);
  return profile;
}

/** read /datos/cliente/verificar/actualizar: the dialog's fields and whether it must open. */
export async function profileUpdateOf(deps: AppDeps, session: SessionContext): Promise<ProfileUpdateData> {
  const profile = await profileOf(deps, session);
  const phone = splitPhone(profile.phone);
  return {
    correo: profile.email ?? '',
    paisId: profile.countryId,
    // A confirmed profile without a city chose "not listed" (sent as -1, shown as 0).
    ciudadId: profile.cityId ?? (profile.profileConfirmedAt ? 0 : null),
    // The country's prefix wins: the dialog shows the one of the country chosen.
    prefijo: profile.countryPrefix ? normalisePhonePrefix(profile.countryPrefix) : phone.prefix,
    telefono: phone.number,
    actualizacionRealizada: profile.profileConfirmedAt !== null,
  };
}

export async function countryList(deps: AppDeps): Promise<Country[]> {
  const rows = await listCountries(deps.db);
  return rows.map((row) => ({ idpais: row.id, nombre: row.name, PrefijoTelefono: row.phonePrefix }));
}

export async function cityList(deps: AppDeps, countryId: number): Promise<City[]> {
  const rows = await listCitiesOf(deps.db, countryId);
  return rows.map((row) => ({ idciudad: row.id, nombre: row.name }));
}

/** POST datos/cliente/actualizar: the person confirms e-mail, residence and phone (spec §4, §5). */
export async function updateProfile(
  deps: AppDeps,
  session: SessionContext,
  request: ProfileUpdateRequest,
): Promise<ProfileUpdateData> {
  const country = await findCountry(deps.db, request.paisId);
  if (!country) throw new AppError('profile.countryRequired', 1, {}, { campo: 'paisId' });
  let cityId: number | null = null;
  if (request.ciudadId !== CITY_NOT_LISTED) {
    const city = await findCity(deps.db, request.ciudadId);
    if (!city) throw new AppError('profile.cityRequired', 1, {}, { campo: 'ciudadId' });
    if (city.countryId !== country.id) throw new AppError('profile.cityNotInCountry', 1, {}, { campo: 'ciudadId' });
    cityId = city.id;
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await saveContactData(
      tx,
      session.userId,
      { email: request.correo, phone: request.telefono, countryId: country.id, cityId },
      now,
    );
    await audit(tx, { userId: session.userId, action: 'profile.update' }, now);
  });
  return profileUpdateOf(deps, session);
}

/** GET /usuario/perfil: what the profile page shows. */
export async function profilePageOf(deps: AppDeps, session: SessionContext): Promise<ProfilePage> {
  const profile = await profileOf(deps, session);
  const companies = session.role === 'customer' ? await companyIdsOf(deps.db, session.userId) : [];
  const due = profile.securePasswordDueAt;
  return {
    nombreUsuario: profile.fullName,
    ci: profile.documentNumber,
    correo: profile.email,
    telefono: profile.phone,
    pais: profile.countryName,
    ciudad: profile.cityName,
    lenguaje: profile.language ?? FALLBACK_LANGUAGE,
    moneda: profile.currency ?? DEFAULT_CURRENCY,
    diasCambioSeguro: due ? daysLeft(due, deps.clock.now()) : null,
    factura: companiesThatInvoice(companies).length > 0,
  };
}
