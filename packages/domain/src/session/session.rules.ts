import { SESSION_INACTIVITY_SECONDS } from '../config.ts';

/** TipoUsuario on the wire (spec §3). */
export const UserType = { customer: 1, adviser: 2, cashier: 3 } as const;
export type Role = 'customer' | 'adviser' | 'cashier';

export interface RoleFlags {
  isAdviser: boolean;
  isCashier: boolean;
}

/** A cashier is a cashier first (reduced menu), then an adviser (esVendedor 1), else a customer. */
export function roleOf(flags: RoleFlags): Role {
  if (flags.isCashier) return 'cashier';
  if (flags.isAdviser) return 'adviser';
  return 'customer';
}

/** Spec §9: a session ends after 1800 s without activity; every call that is let through slides it. */
export function isSessionIdle(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_INACTIVITY_SECONDS * 1000;
}

/** Whole days left until a deadline, rounded up; 0 once it has passed. */
export function daysLeft(deadline: Date, now: Date): number {
  const ms = deadline.getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}
