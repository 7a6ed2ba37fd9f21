/**
 * A customer's procedures (spec §2 /tramites: "document request, transfer, cancellation request, …"). The spec
 * names no list, no states and no limits: these are ours, written down in docs/decisions/0014.
 */

export const PROCEDURE_KINDS = [
  'document_request',
  'ownership_transfer',
  'cancellation_request',
  'plan_change',
  'data_correction',
] as const;
export type ProcedureKind = (typeof PROCEDURE_KINDS)[number];

/** Kinds about one product, which must be one of the customer's own; a correction of personal data may name none. */
const KINDS_ABOUT_A_PRODUCT: readonly ProcedureKind[] = [
  'document_request',
  'ownership_transfer',
  'cancellation_request',
  'plan_change',
];

export function kindNeedsProduct(kind: ProcedureKind): boolean {
  return KINDS_ABOUT_A_PRODUCT.includes(kind);
}

export {
  PROCEDURE_DETAIL_MAX_LENGTH,
  PROCEDURE_DETAIL_MIN_LENGTH,
  PROCEDURE_NOTE_MAX_LENGTH,
} from './procedure-config.ts';

export const PROCEDURE_STATES = ['submitted', 'in_review', 'observed', 'resolved', 'rejected', 'withdrawn'] as const;
export type ProcedureState = (typeof PROCEDURE_STATES)[number];

/** Who moves a procedure: the customer only starts and withdraws it; the back office does the rest. */
export type ProcedureActor = 'customer' | 'staff';

/**
 * The state machine: from each state, the states it may move to and who may move it there. Observed goes
 * back to in review once the customer has answered what the back office asked; the last three are final.
 */
const TRANSITIONS: Record<ProcedureState, Partial<Record<ProcedureState, ProcedureActor>>> = {
  submitted: { in_review: 'staff', rejected: 'staff', withdrawn: 'customer' },
  in_review: { observed: 'staff', resolved: 'staff', rejected: 'staff' },
  observed: { in_review: 'staff', rejected: 'staff', withdrawn: 'customer' },
  resolved: {},
  rejected: {},
  withdrawn: {},
};

export function isFinal(state: ProcedureState): boolean {
  return Object.keys(TRANSITIONS[state]).length === 0;
}

export type TransitionRefusal = 'procedures.closed' | 'procedures.transitionInvalid';

/** Whether `by` may move a procedure from `from` to `to`; the catalogue key of the refusal when not. */
export function transitionRefusal(
  from: ProcedureState,
  to: ProcedureState,
  by: ProcedureActor,
): TransitionRefusal | null {
  if (isFinal(from)) return 'procedures.closed';
  return TRANSITIONS[from][to] === by ? null : 'procedures.transitionInvalid';
}

export function mayWithdraw(state: ProcedureState): boolean {
  return transitionRefusal(state, 'withdrawn', 'customer') === null;
}

/** The customer must read what to bring (observed) or why not (rejected): those changes need a note. */
export function noteRefusal(to: ProcedureState, note: string): 'procedures.noteRequired' | null {
  return (to === 'observed' || to === 'rejected') && note.trim() === '' ? 'procedures.noteRequired' : null;
}
