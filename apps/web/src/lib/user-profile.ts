import { useQuery } from '@tanstack/react-query';
import type { ProfilePage } from '@vo/domain/profile/profile.rules';
import { api, unwrap } from './api.ts';

/** GET /usuario/perfil: the profile page shows it, and amounts read the chosen currency from it. */
export const userProfileKey = ['user-profile'] as const;

export function useUserProfile() {
  return useQuery({
    queryKey: userProfileKey,
    queryFn: async () => unwrap(await api<ProfilePage>('usuario/perfil')),
  });
}
