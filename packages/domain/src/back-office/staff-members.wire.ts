import { z } from 'zod';
import { staffReasonSchema } from './back-office.wire.ts';
import { STAFF_ROLES, type StaffRole } from './staff-roles.ts';

/*
 * The staff members as the administrator sees them in Configuration (docs/decisions/0042): who they are,
 * whether wrong passwords or codes locked their sign-in, and the act that lifts such a lock.
 */

/** A staff member's id: a number in a body; never a boolean or an empty text read as 1 or 0. */
const staffIdSchema = z
  .number({ error: 'adminStaff.notFound' })
  .int({ error: 'adminStaff.notFound' })
  .positive({ error: 'adminStaff.notFound' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'adminStaff.notFound' });

export const staffMembersAnswer = z.object({
  personal: z.array(
    z.object({
      idPersonal: z.number().int(),
      nombre: z.string(),
      correo: z.string(),
      rol: z.enum(STAFF_ROLES),
      activo: z.boolean(),
      /** Until when wrong passwords or codes keep their sign-in locked (ISO instant); null while it is open. */
      bloqueadoHasta: z.string().nullable(),
    }),
  ),
});
export type StaffMemberWire = z.output<typeof staffMembersAnswer>['personal'][number];

/** Inside: a staff member, and until when wrong passwords or codes lock their sign-in (null: open). */
export interface StaffMember {
  id: number;
  fullName: string;
  email: string;
  role: StaffRole;
  active: boolean;
  lockedUntil: Date | null;
}

export const staffMembersWire = (members: readonly StaffMember[]): z.output<typeof staffMembersAnswer> => ({
  personal: members.map((member) => ({
    idPersonal: member.id,
    nombre: member.fullName,
    correo: member.email,
    rol: member.role,
    activo: member.active,
    bloqueadoHasta: member.lockedUntil ? member.lockedUntil.toISOString() : null,
  })),
});

/** POST admin/personal/desbloquear */
export const staffUnlockRequest = z
  .object({ idPersonal: staffIdSchema, motivo: staffReasonSchema })
  .transform((body) => ({ staffId: body.idPersonal, reason: body.motivo }));
export const staffUnlockAnswer = z.object({ idPersonal: z.number().int() });
export const staffUnlockWire = (staffId: number): z.output<typeof staffUnlockAnswer> => ({ idPersonal: staffId });
