import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@vo/domain/auth/auth.endpoints';
import type { MobileSessionData } from '@vo/domain/auth/auth.wire';
import { call, unwrap } from '../../lib/api.ts';
import { homeKey, readHome } from './session-reads.ts';

export type { MobileSessionData } from '@vo/domain/auth/auth.wire';

export function useHomeData() {
  return useQuery({ queryKey: homeKey, queryFn: readHome });
}

/** What GET user/sesion/movil answers: the login fields plus the device the native app registered. */
export async function loadMobileSession(token: string): Promise<MobileSessionData> {
  return unwrap(await call(authEndpoints.mobileSession, undefined, { token }));
}
