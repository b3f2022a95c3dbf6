import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ServiceType } from '@domain/service-types.js';
import type { BulkSelection, CompletedBooking, Quote, TripDetails, WizardStep } from '@/features/wizard/wizard-types';

/** Long haul is quoted by inquiry: the draft carries no distance and no price. */
export const LONG_HAUL_QUOTE: Quote = { distanceMiles: 0, withinServiceArea: true, serviceAreaMessage: null, totalCents: 0, breakdown: [] };

export interface WizardState {
  step: WizardStep;
  serviceType: ServiceType | null;
  /** subscription only: the bulk options panel on step 1 has been opened */
  bulkPanelOpen: boolean;
  bulk: BulkSelection;
  /** confirmed on step 2 (submitted, quote may still be pending) */
  details: TripDetails | null;
  /** confirmed on step 3 */
  quote: Quote | null;
  /** set after a successful booking; drives the 'Booking Confirmed!' dialog */
  completedBooking: CompletedBooking | null;
}

export const initialWizardState: WizardState = {
  step: 'service',
  serviceType: null,
  bulkPanelOpen: false,
  bulk: { addressesVary: false, planType: null },
  details: null,
  quote: null,
  completedBooking: null,
};

/** Services that skip details/quote/booking and go to an inquiry form. */
const INQUIRY_ONLY: readonly ServiceType[] = ['longHaul', 'handyman'];

export function isInquiryMode(state: Pick<WizardState, 'serviceType' | 'bulk' | 'step'>): boolean {
  if (state.step === 'inquiry') return true;
  if (state.serviceType && INQUIRY_ONLY.includes(state.serviceType)) return true;
  return state.serviceType === 'subscription' && state.bulk.addressesVary;
}

/** Steps shown in the indicator, in order. */
export function visibleSteps(state: Pick<WizardState, 'serviceType' | 'bulk' | 'step'>): WizardStep[] {
  return isInquiryMode(state) ? ['service', 'inquiry'] : ['service', 'details', 'quote', 'book'];
}

const PREVIOUS: Record<WizardStep, WizardStep> = {
  service: 'service',
  details: 'service',
  quote: 'details',
  book: 'quote',
  inquiry: 'service',
};

function goTo(state: WizardState, step: WizardStep) {
  state.step = step;
  // A new dialog is only ever shown for a booking made on the current pass through the wizard.
  state.completedBooking = null;
}

const wizardSlice = createSlice({
  name: 'wizard',
  initialState: initialWizardState,
  reducers: {
    serviceChosen(state, action: PayloadAction<{ serviceType: ServiceType }>) {
      const { serviceType } = action.payload;
      if (state.serviceType !== serviceType) {
        state.details = null;
        state.quote = null;
      }
      state.serviceType = serviceType;
      state.completedBooking = null;
      if (serviceType === 'subscription') {
        // Opens the bulk panel; the customer continues from the panel.
        state.bulkPanelOpen = true;
        state.step = 'service';
        return;
      }
      state.bulkPanelOpen = false;
      state.bulk = initialWizardState.bulk;
      if (serviceType === 'longHaul') state.quote = LONG_HAUL_QUOTE;
      state.step = INQUIRY_ONLY.includes(serviceType) ? 'inquiry' : 'details';
    },
    bulkOptionsChanged(state, action: PayloadAction<Partial<BulkSelection>>) {
      if (state.serviceType !== 'subscription') return;
      state.bulk = { ...state.bulk, ...action.payload };
    },
    bulkContinued(state) {
      if (state.serviceType !== 'subscription' || !state.bulkPanelOpen) return;
      state.bulk.planType = state.bulk.planType ?? 'basic';
      goTo(state, state.bulk.addressesVary ? 'inquiry' : 'details');
    },
    detailsSubmitted(state, action: PayloadAction<TripDetails>) {
      if (state.step !== 'details') return;
      state.details = action.payload;
      state.quote = null;
    },
    /**
     * Subscription whose addresses vary ride to ride, ticked on step 2: the details carry placeholder
     * addresses, the quote is the fixed plan price, and the quote step is skipped for the inquiry form.
     */
    variedRoutesPlanned(state, action: PayloadAction<{ details: TripDetails; quote: Quote }>) {
      if (state.step !== 'details' || state.serviceType !== 'subscription') return;
      const { details, quote } = action.payload;
      state.details = details;
      state.quote = quote;
      if ('planType' in details.serviceDetails) state.bulk = { addressesVary: true, planType: details.serviceDetails.planType };
      goTo(state, 'inquiry');
    },
    quoteReceived(state, action: PayloadAction<Quote>) {
      if (state.step !== 'details' || !state.details) return;
      state.quote = action.payload;
      goTo(state, 'quote');
    },
    quoteAccepted(state) {
      if (state.step !== 'quote' || !state.quote) return;
      goTo(state, 'book');
    },
    backRequested(state) {
      goTo(state, PREVIOUS[state.step]);
    },
    stepClicked(state, action: PayloadAction<WizardStep>) {
      const steps = visibleSteps(state);
      const target = steps.indexOf(action.payload);
      const current = steps.indexOf(state.step);
      // Only the current step or an earlier one.
      if (target === -1 || current === -1 || target > current) return;
      goTo(state, action.payload);
    },
    bookingCompleted(state, action: PayloadAction<CompletedBooking>) {
      if (state.step !== 'book') return;
      state.completedBooking = action.payload;
    },
    wizardReset() {
      return initialWizardState;
    },
  },
  selectors: {
    selectWizard: (state) => state,
    selectStep: (state) => state.step,
  },
});

export const {
  serviceChosen,
  bulkOptionsChanged,
  bulkContinued,
  detailsSubmitted,
  quoteReceived,
  variedRoutesPlanned,
  quoteAccepted,
  backRequested,
  stepClicked,
  bookingCompleted,
  wizardReset,
} = wizardSlice.actions;

export const { selectWizard } = wizardSlice.selectors;

export const wizardReducer = wizardSlice.reducer;
