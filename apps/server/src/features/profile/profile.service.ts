import { DEFAULT_CURRENCY, FALLBACK_LANGUAGE } from '@vo/domain/config';
import { companiesThatInvoice } from '@vo/domain/invoice/invoice.rules';
import { normalisePhonePrefix, splitPhone } from '@vo/domain/profile/phone.rules';
import type { ContactData, ProfileSummary, ProfileUpdate } from '@vo/domain/profile/profile.wire';
import { daysLeft } from '@vo/domain/session/session.rules';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { audit } from '../../platform/records/audit.repo.ts';
import type { SessionContext } from '../../platform/sessions/sessions.ts';
import {
  companyIdsOf,
  findCity,
  findCountry,
  findProfile,
  listCitiesOf,
  listCountries,
  saveContactData,
} from './profile.repo.ts';

async function storedProfile(deps: AppDeps, session: SessionContext) {
  const profile = await findProfile(deps.db, session.userId);
  if (!profile) throw new AppError('session.expired', 7);
  return profile;
}

/** read /datos/cliente/verificar/actualizar: the dialog's fields and whether it must open. */
export async function contactDataOf(deps: AppDeps, session: SessionContext): Promise<ContactData> {
  const profile = await storedProfile(deps, session);
  const phone = splitPhone(profile.phone);
  return {
    email: profile.email ?? '',
    countryId: profile.countryId,
    // A confirmed profile without a city chose "not listed".
    city: profile.cityId ?? (profile.profileConfirmedAt ? 'notListed' : null),
    // The country's prefix wins: the dialog shows the one of the country chosen.
    phonePrefix: profile.countryPrefix ? normalisePhonePrefix(profile.countryPrefix) : phone.prefix,
    phoneNumber: phone.number,
    confirmed: profile.profileConfirmedAt !== null,
  };
}

export async function countryList(deps: AppDeps) {
  return listCountries(deps.db);
}

export async function cityList(deps: AppDeps, countryId: number) {
  return listCitiesOf(deps.db, countryId);
}

/** POST datos/cliente/actualizar: the person confirms e-mail, residence and phone (spec §4, §5). */
export async function updateProfile(
  deps: AppDeps,
  session: SessionContext,
  request: ProfileUpdate,
): Promise<ContactData> {
  const country = await findCountry(deps.db, request.countryId);
  if (!country) throw new AppError('profile.countryRequired', 1, {}, { campo: 'paisId' });
  let cityId: number | null = null;
  if (request.cityId !== null) {
    const city = await findCity(deps.db, request.cityId);
    if (!city) throw new AppError('profile.cityRequired', 1, {}, { campo: 'ciudadId' });
    if (city.countryId !== country.id) throw new AppError('profile.cityNotInCountry', 1, {}, { campo: 'ciudadId' });
    cityId = city.id;
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await saveContactData(
      tx,
      session.userId,
      { email: request.email, phone: request.phone, countryId: country.id, cityId },
      now,
    );
    await audit(tx, { userId: session.userId, action: 'profile.update' }, now);
  });
  return contactDataOf(deps, session);
}

/** GET /usuario/perfil: what the profile page shows. */
export async function profileOf(deps: AppDeps, session: SessionContext): Promise<ProfileSummary> {
  const profile = await storedProfile(deps, session);
  const companies = session.role === 'customer' ? await companyIdsOf(deps.db, session.userId) : [];
  const due = profile.securePasswordDueAt;
  return {
    fullName: profile.fullName,
    documentNumber: profile.documentNumber,
    email: profile.email,
    phone: profile.phone,
    countryName: profile.countryName,
    cityName: profile.cityName,
    language: profile.language ?? FALLBACK_LANGUAGE,
    currency: profile.currency ?? DEFAULT_CURRENCY,
    secureDaysLeft: due ? daysLeft(due, deps.clock.now()) : null,
    invoiced: companiesThatInvoice(companies).length > 0,
  };
}
