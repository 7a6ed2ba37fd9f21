import { describe, expect, it } from 'vitest';
import {
  isFinal,
  kindNeedsProduct,
  mayWithdraw,
  noteRefusal,
  PROCEDURE_STATES,
  type ProcedureState,
  transitionRefusal,
} from './procedure.rules.ts';

describe('procedure states (spec §2 /tramites; ours, docs/decisions/0014)', () => {
  it('lets the back office take a submitted procedure into review, observe it, take it back and resolve it', () => {
    const path: ProcedureState[] = ['submitted', 'in_review', 'observed', 'in_review', 'resolved'];
    for (let i = 1; i < path.length; i++) expect(transitionRefusal(path[i - 1]!, path[i]!, 'staff')).toBeNull();
  });

  it('resolves only what is in review: never straight from submitted or observed', () => {
    expect(transitionRefusal('submitted', 'resolved', 'staff')).toBe('procedures.transitionInvalid');
    expect(transitionRefusal('observed', 'resolved', 'staff')).toBe('procedures.transitionInvalid');
    expect(transitionRefusal('in_review', 'resolved', 'staff')).toBeNull();
  });

  it('rejects from any open state, and nothing moves back to submitted', () => {
    for (const from of ['submitted', 'in_review', 'observed'] as const) {
      expect(transitionRefusal(from, 'rejected', 'staff')).toBeNull();
      expect(transitionRefusal(from, 'submitted', 'staff')).toBe('procedures.transitionInvalid');
    }
  });

  it('lets the customer withdraw while submitted or observed, not while in review, and the back office never', () => {
    expect(mayWithdraw('submitted')).toBe(true);
    expect(mayWithdraw('observed')).toBe(true);
    expect(mayWithdraw('in_review')).toBe(false);
    expect(transitionRefusal('submitted', 'withdrawn', 'staff')).toBe('procedures.transitionInvalid');
    expect(transitionRefusal('submitted', 'in_review', 'customer')).toBe('procedures.transitionInvalid');
  });

  it('closes a procedure for good once resolved, rejected or withdrawn', () => {
    expect(PROCEDURE_STATES.filter(isFinal)).toEqual(['resolved', 'rejected', 'withdrawn']);
    for (const from of ['resolved', 'rejected', 'withdrawn'] as const) {
      expect(transitionRefusal(from, 'in_review', 'staff')).toBe('procedures.closed');
      expect(mayWithdraw(from)).toBe(false);
    }
  });

  it('asks the back office for a note when it observes or rejects, so the customer knows what to do or why', () => {
    expect(noteRefusal('observed', '  ')).toBe('procedures.noteRequired');
    expect(noteRefusal('rejected', '')).toBe('procedures.noteRequired');
    expect(noteRefusal('rejected', 'The buyer must sign in person.')).toBeNull();
    expect(noteRefusal('resolved', '')).toBeNull();
  });

  it('wants a product for every kind but a correction of personal data', () => {
    expect(kindNeedsProduct('document_request')).toBe(true);
    expect(kindNeedsProduct('ownership_transfer')).toBe(true);
    expect(kindNeedsProduct('cancellation_request')).toBe(true);
    expect(kindNeedsProduct('plan_change')).toBe(true);
    expect(kindNeedsProduct('data_correction')).toBe(false);
  });
});
