import { useQuery } from '@tanstack/react-query';
import type { DisplayCurrency } from '@vo/domain/config';
import type { City, Country, ProfileUpdateData, ProfileUpdateRequest } from '@vo/domain/profile/profile.rules';
import { api, unwrap } from '../../lib/api.ts';

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
    queryFn: async () => unwrap(await api<ProfileUpdateData>('datos/cliente/verificar/actualizar')),
  });
}

// Countries and their cities hardly ever change: loaded once per visit.
export function useCountries() {
  return useQuery({
    queryKey: profileKeys.countries,
    queryFn: async () => unwrap(await api<Country[]>('paises/lista')),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCities(pais: number | null) {
  return useQuery({
    queryKey: profileKeys.cities(pais ?? 0),
    queryFn: async () => unwrap(await api<City[]>('ciudades/lista', { query: { pais: String(pais) } })),
    enabled: pais !== null && pais > 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Silent: a refusal is shown next to its field in the dialog, not in a toast over the dialog's buttons. */
export async function saveProfile(body: ProfileUpdateRequest): Promise<{ data: ProfileUpdateData; message?: string }> {
  const envelope = await api<ProfileUpdateData>('datos/cliente/actualizar', { method: 'POST', body, silent: true });
  return { data: unwrap(envelope), message: envelope.message };
}

/** PUT /usuario/preferencia/moneda: the currency amounts are shown in, kept on the server beside the language. */
export async function saveCurrency(moneda: DisplayCurrency): Promise<{ moneda: DisplayCurrency; message?: string }> {
  const envelope = await api<{ moneda: DisplayCurrency }>('usuario/preferencia/moneda', {
    method: 'PUT',
    body: { moneda },
  });
  return { ...unwrap(envelope), message: envelope.message };
}
