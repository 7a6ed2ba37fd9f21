/**
 * What the welcome sequence after login shows now (spec §2 overlays, §4): the mandatory profile update,
 * then the invoice data, then the pop-up of unread notifications, then what is new (spec §9 novelty modal, when
 * it is on), each only when its check says so.
 */
export type WelcomeDialog = 'profile' | 'invoice' | 'notifications' | 'idCard' | 'novelty';
export type WelcomeStep = WelcomeDialog | 'waiting' | 'done';

/**
 * The ID-card request (login's mostrarModalCarnet) comes after the notifications: it can wait, the others cannot
 * (decision 0028); what is new comes last, an announcement (decision 0025).
 */
export const WELCOME_ORDER: readonly WelcomeDialog[] = ['profile', 'invoice', 'notifications', 'idCard', 'novelty'];

/** Each check's answer: true = show that dialog, false = nothing to show, undefined = not answered yet. */
export type WelcomeNeeds = Record<WelcomeDialog, boolean | undefined>;

export interface WelcomeProgress {
  /** dialogs shown at some point: they stay until closed, whatever their check says meanwhile */
  opened: readonly WelcomeDialog[];
  closed: readonly WelcomeDialog[];
}

export function welcomeStep(needs: WelcomeNeeds, progress: WelcomeProgress): WelcomeStep {
  for (const dialog of WELCOME_ORDER) {
    if (progress.closed.includes(dialog)) continue;
    // Saving changes the answer of its own check (the update is no longer pending); the success view stays.
    if (progress.opened.includes(dialog)) return dialog;
    const need = needs[dialog];
    // Spec §4: while one step is unanswered or pending, nothing after it opens.
    if (need === undefined) return 'waiting';
    if (need) return dialog;
  }
  return 'done';
}

/**
 * A step is behind the person: its check found nothing to show, or its dialog was closed. The checks of
 * the next step start only then (the invoice form is prefilled with the e-mail and phone just confirmed).
 */
export function stepSettled(dialog: WelcomeDialog, need: boolean | undefined, progress: WelcomeProgress): boolean {
  return progress.closed.includes(dialog) || need === false;
}

/** "Step X of N" of the dialog open now. */
export interface WelcomeCount {
  number: number;
  total: number;
}

/**
 * Where the dialog open now stands among the steps this person has: those already shown and those whose check
 * (or its forecast, for a check that waits for the step before it) says they come. Null while a step ahead is
 * unknown: a count that changes under the person's eyes would be worse than none for a moment.
 */
export function welcomeCount(
  current: WelcomeDialog,
  forecast: WelcomeNeeds,
  progress: WelcomeProgress,
): WelcomeCount | null {
  const shown = (dialog: WelcomeDialog) =>
    dialog === current || progress.opened.includes(dialog) || progress.closed.includes(dialog);
  if (WELCOME_ORDER.some((dialog) => !shown(dialog) && forecast[dialog] === undefined)) return null;
  const steps = WELCOME_ORDER.filter((dialog) => shown(dialog) || forecast[dialog] === true);
  return { number: steps.indexOf(current) + 1, total: steps.length };
}
