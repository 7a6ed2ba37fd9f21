import { useQuery } from '@tanstack/react-query';
import type { LoginData } from '@vo/domain/auth/auth.schemas';
import type { HomeData } from '@vo/domain/session/session.rules';
import { api, unwrap } from '../../lib/api.ts';

export function useHomeData() {
  return useQuery({ queryKey: ['home'], queryFn: async () => unwrap(await api<HomeData>('user/inicio')) });
}

/** What GET user/sesion/movil answers: the login fields plus the device the native app registered. */
export interface MobileSessionData extends LoginData {
  tipoDispositivo: string;
  macFirebase: string;
}

export async function loadMobileSession(token: string): Promise<MobileSessionData> {
  return unwrap(await api<MobileSessionData>('user/sesion/movil', { token }));
}
