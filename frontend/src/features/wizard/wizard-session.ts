import type { WizardState } from '@/features/wizard/wizard-slice';

// The wizard's answers for this tab (sessionStorage): a reload, or a visit to another page and back, returns to the
// same step with every field. Never the confirmation of a booking already made. The header's reset flag still
// clears it (the wizard resets, and the reset state is what is saved next).

// v2: a quote's cancellation terms are the server's sentences (codes and numbers), no longer English text.
const KEY = 'wizard-session-v2';
const STEPS: readonly string[] = ['service', 'details', 'quote', 'book', 'inquiry'];

export function saveWizardSession(state: WizardState): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...state, completedBooking: null }));
  } catch {
    // Storage full or unavailable: a reload then starts over, as before.
  }
}

/** What this tab saved; null when nothing was, or what was saved is not a wizard state this version knows. */
export function loadWizardSession(): WizardState | null {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return null;
    const { step, contact } = saved as Partial<WizardState>;
    return typeof step === 'string' && STEPS.includes(step) && typeof contact === 'object' && contact !== null ? (saved as WizardState) : null;
  } catch {
    return null;
  }
}
