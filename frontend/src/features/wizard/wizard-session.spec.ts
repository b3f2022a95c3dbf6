import { describe, expect, it } from 'vitest';
import { initialWizardState } from '@/features/wizard/wizard-slice';
import { loadWizardSession, saveWizardSession } from '@/features/wizard/wizard-session';

describe('the wizard kept for the tab', () => {
  it('gives back what was saved, without a confirmation dialog', () => {
    const state = { ...initialWizardState, step: 'details' as const, serviceType: 'ride' as const, contact: { fullName: 'Quinn' } };
    saveWizardSession({ ...state, completedBooking: { id: 'bk_1' } as never });
    expect(loadWizardSession()).toEqual({ ...state, completedBooking: null });
  });

  it('gives nothing for nothing saved, or for what this version does not know', () => {
    expect(loadWizardSession()).toBeNull();
    for (const stored of ['{', '"text"', JSON.stringify({ step: 'payment', contact: {} }), JSON.stringify({ ...initialWizardState, contact: undefined })]) {
      sessionStorage.setItem('wizard-session-v2', stored);
      expect(loadWizardSession(), stored).toBeNull();
    }
  });
});
