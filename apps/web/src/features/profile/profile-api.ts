import { useQuery } from '@tanstack/react-query';
import type { DisplayCurrency } from '@vo/domain/config';
import { currencyEndpoints } from '@vo/domain/currency/currency.endpoints';
import { profileEndpoints as endpoints } from '@vo/domain/profile/profile.endpoints';
import type { ProfileUpdateRequest } from '@vo/domain/profile/profile.rules';
import type { ProfileUpdateData } from '@vo/domain/profile/profile.wire';
import { call, unwrap } from '../../lib/api.ts';

/** Calls of the profile-update dialog (docs/decisions/0007); each returns the data or throws ApiFailure. */

export const profileKeys = {
  updateCheck: ['profile-update'] as const,
  countries: ['countries'] as const,
  cities: (pais: number) => ['cities', pais] as const,
};

/** read /datos/cliente/verificar/actualizar: the person's data and whether the update is still pending. */
export function useProfileUpdateCheck() {
  return useQuery({
    queryKey: profileKeys.updateCheck,
    queryFn: async () => unwrap(await call(endpoints.contactData)),
  });
}

// Countries and their cities hardly ever change: loaded once per visit.
export function useCountries() {
  return useQuery({
    queryKey: profileKeys.countries,
    queryFn: async () => unwrap(await call(endpoints.countries)),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCities(pais: number | null) {
  return useQuery({
    queryKey: profileKeys.cities(pais ?? 0),
    queryFn: async () => unwrap(await call(endpoints.cities, { pais })),
    enabled: pais !== null && pais > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Silent: a refusal is shown next to its field in the dialog, not in a toast over the dialog's buttons. */
export async function saveProfile(body: ProfileUpdateRequest): Promise<{ data: ProfileUpdateData; message?: string }> {
  const envelope = await call(endpoints.updateContactData, body, { silent: true });
  return { data: unwrap(envelope), message: envelope.message };
}

/** PUT /usuario/preferencia/moneda: the currency amounts are shown in, kept on the server beside the language. */
export async function saveCurrency(moneda: DisplayCurrency): Promise<{ moneda: DisplayCurrency; message?: string }> {
  const envelope = await call(currencyEndpoints.setDisplayCurrency, { moneda });
  return { ...unwrap(envelope), message: envelope.message };
}
