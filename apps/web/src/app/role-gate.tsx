import type { Role } from '@vo/domain/session/session.rules';
import type { ComponentType } from 'react';
import { NotFoundPage } from '../features/not-found/index.ts';
import { useSession } from '../lib/session-store.ts';

/**
 * A page only some roles have: anyone else finds the not-found page at its address (spec §2 "any other
 * path"), as they would for a page that does not exist, rather than a refusal from the server.
 */
export function forRoles(Page: ComponentType, roles: readonly Role[]): ComponentType {
  return function RoleGate() {
    const session = useSession();
    return session && roles.includes(session.role) ? <Page /> : <NotFoundPage />;
  };
}
