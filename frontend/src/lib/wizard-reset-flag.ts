// Browser-stored flag (localStorage) asking the wizard to return to step 1 on its next mount or
// navigation to '/'. Set by the header's 'Schedule Now', consumed (read and cleared) by the wizard.

const KEY = 'resetWizard';

export function requestWizardReset(): void {
  try {
    localStorage.setItem(KEY, 'true');
  } catch {
    // Storage unavailable: the wizard simply keeps its state.
  }
}

/** Returns true once per request, clearing the flag. */
export function consumeWizardResetRequest(): boolean {
  try {
    if (localStorage.getItem(KEY) !== 'true') return false;
    localStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
