/*
 * The back office's staff (docs/decisions/0038): four roles, and what each may see and do. The
 * server checks a route's permission with `staffMay`, the console hides what a role may not open with the
 * same function, and the access matrix walks every admin route for every role against this table.
 */

export const STAFF_ROLES = ['admin', 'customer_service', 'sales_manager', 'cashier_supervisor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** find a person, see their products, payments, sessions, devices, procedures and trail */
  'people.read',
  /** end their sessions, disable or enable them, unlock them, resend a recovery code */
  'people.act',
  /** payments by day, method and company; regularisation; reconciliation; exports */
  'payments.read',
  /** settle or refund a payment in regularisation, refund a payment */
  'payments.act',
  /** pre-reservations, reservations and purchases; lot states; the race and best-seller standings */
  'sales.read',
  /** release an abandoned pre-reservation */
  'sales.act',
  /** maintenance windows, notices, promotions, the outbox */
  'communication.act',
  /** the queue of customers' procedures, and moving one */
  'procedures.act',
  /** spec §9 flags and limits */
  'configuration.act',
  /** the staff members, and lifting a lock on their sign-in (docs/decisions/0042) */
  'staff.act',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * The administrator does everything. Customer service helps people (and sees their money, without changing
 * it), answers procedures and sends notices. The sales manager follows sales and advisers and may send
 * promotions. The cashier supervisor keeps the money straight.
 */
const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  admin: STAFF_PERMISSIONS,
  customer_service: ['people.read', 'people.act', 'payments.read', 'procedures.act', 'communication.act'],
  sales_manager: ['people.read', 'sales.read', 'sales.act', 'communication.act'],
  cashier_supervisor: ['people.read', 'payments.read', 'payments.act'],
};

export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(value: string): value is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(value);
}

/**
 * The console's sections, in menu order, with the permission that opens each; the first a role may open is
 * where it lands after sign-in. One capability, one name (docs/decisions/0049): the section `payments` is
 * features/payments-admin on both sides, its permissions payments.*, its page /admin/pagos. Today
 * (docs/decisions/0053) needs none: every role lands there, and it shows only the cards of the sections the role
 * opens.
 */
export const BACK_OFFICE_SECTIONS = [
  { id: 'today', path: 'hoy', permission: null },
  { id: 'people', path: 'personas', permission: 'people.read' },
  { id: 'payments', path: 'pagos', permission: 'payments.read' },
  { id: 'sales', path: 'ventas', permission: 'sales.read' },
  { id: 'communication', path: 'comunicacion', permission: 'communication.act' },
  { id: 'procedures', path: 'tramites', permission: 'procedures.act' },
  { id: 'configuration', path: 'configuracion', permission: 'configuration.act' },
] as const satisfies readonly { id: string; path: string; permission: StaffPermission | null }[];
export type BackOfficeSection = (typeof BACK_OFFICE_SECTIONS)[number]['id'];

export const sectionsFor = (role: StaffRole) =>
  BACK_OFFICE_SECTIONS.filter((section) => section.permission === null || staffMay(role, section.permission));

/** Whether a role may open a section: Today's cards follow it, one card per section. */
export const staffMayOpen = (role: StaffRole, id: BackOfficeSection) =>
  sectionsFor(role).some((section) => section.id === id);
