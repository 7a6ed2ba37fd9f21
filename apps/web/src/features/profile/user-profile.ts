import { useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '@vo/domain/profile/profile.endpoints';
import { call, unwrap } from '../../lib/api.ts';

/** GET /usuario/perfil: the profile page shows it, and amounts read the chosen currency from it. */
export const userProfileKey = ['user-profile'] as const;

export function useUserProfile() {
  return useQuery({
    queryKey: userProfileKey,
    queryFn: async () => unwrap(await call(profileEndpoints.profile)),
  });
}
