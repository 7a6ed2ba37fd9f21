import type { Role } from '@vo/domain/session/session.rules';

/** The person behind a guarded call; services scope every query with `userId`. */
export interface SessionContext {
  sessionId: string;
  userId: number;
  documentNumber: string;
  role: Role;
  device: string;
  pushToken: string;
  createdAt: Date;
  expiresAt: Date;
  token: string;
}
