import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { timeToMinutes } from '@domain/business-time.js';
import type { ServiceType } from '@domain/service-types.js';
import type {
  BulkSelection,
  CompletedBooking,
  ContactDraft,
  LongHaulFallbackService,
  LongHaulLead,
  Quote,
  TripDetails,
  WizardStep,
} from '@/features/wizard/wizard-types';

/** Long haul is quoted by inquiry: the draft carries no distance and no price. */
export const LONG_HAUL_QUOTE: Quote = {
  distanceMiles: 0,
  withinServiceArea: true,
  serviceAreaMessage: null,
  totalCents: 0,
  breakdown: [],
  cancellationTerms: null,
};

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
  /** an out-of-area ride or delivery turned into a long-haul inquiry (serviceType is then 'longHaul'); prefills its form */
  longHaulLead: LongHaulLead | null;
  /** the booking form's fields as typed so far */
  contact: ContactDraft;
}

export const initialWizardState: WizardState = {
  step: 'service',
  serviceType: null,
  bulkPanelOpen: false,
  bulk: { addressesVary: false, planType: null },
  details: null,
  quote: null,
  completedBooking: null,
  longHaulLead: null,
  contact: {},
};

/** Services that skip details/quote/booking and go to an inquiry form. */
const INQUIRY_ONLY: readonly ServiceType[] = ['longHaul', 'handyman'];

export function isInquiryMode(state: Pick<WizardState, 'serviceType' | 'bulk' | 'step'>): boolean {
  if (state.step === 'inquiry') return true;
  if (state.serviceType && INQUIRY_ONLY.includes(state.serviceType)) return true;
  return state.serviceType === 'subscription' && state.bulk.addressesVary;
}

/**
 * Whether a trip of this service found beyond the service radius is offered as a long-haul inquiry. Rides and
 * deliveries are trips from one address to another, which is what the long-haul form asks about (and the owner
 * quotes by hand). Not the personal driver: hours around one pickup, refused for its own smaller radius, with no
 * trip to carry; not plans: many local rides at a discount, which one long trip is not. Long haul and
 * handyman are never quoted.
 */
export function offersLongHaul(serviceType: ServiceType | null): serviceType is LongHaulFallbackService {
  return serviceType === 'ride' || serviceType === 'delivery';
}

/** Steps shown in the indicator, in order. An out-of-area trip turned inquiry keeps its details step (Back returns there). */
export function visibleSteps(state: Pick<WizardState, 'serviceType' | 'bulk' | 'step' | 'longHaulLead'>): WizardStep[] {
  if (state.longHaulLead) return ['service', 'details', 'inquiry'];
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

/**
 * Whether the browser's back or forward button may show `step`: a step of the current path whose answers are still
 * there (a quote for the quote and booking steps, a service for the others).
 */
export function canStepTo(state: WizardState, step: WizardStep): boolean {
  if (!visibleSteps(state).includes(step)) return false;
  switch (step) {
    case 'service':
      return true;
    case 'details':
    case 'inquiry':
      return state.serviceType !== null;
    case 'quote':
    case 'book':
      return state.details !== null && state.quote !== null;
  }
}

/** From the long-haul inquiry back to the out-of-area trip's details, as they were submitted, to change them. */
function returnToTrip(state: WizardState, lead: LongHaulLead) {
  state.serviceType = lead.fromService;
  state.details = lead.trip;
  state.quote = null;
  state.longHaulLead = null;
  goTo(state, 'details');
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
        // The out-of-area trip's own service chosen again: its details come back.
        if (state.longHaulLead?.fromService === serviceType) state.details = state.longHaulLead.trip;
        state.longHaulLead = null;
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
      // The details form needs a plan and shows the one it starts with; an inquiry goes without one when none was
      // chosen, so the owner's record never names a plan the customer did not pick.
      if (!state.bulk.addressesVary) state.bulk.planType = state.bulk.planType ?? 'basic';
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
    /**
     * 'Request a long-haul quote' in the out-of-area dialog of a ride or delivery: the trip and the miles the
     * server measured become the long-haul inquiry's starting point.
     */
    longHaulQuoteRequested(state, action: PayloadAction<{ distanceMiles: number | null }>) {
      if (state.step !== 'details' || !state.details || !offersLongHaul(state.serviceType)) return;
      state.longHaulLead = { fromService: state.serviceType, trip: state.details, distanceMiles: action.payload.distanceMiles };
      state.serviceType = 'longHaul';
      state.details = null;
      state.quote = LONG_HAUL_QUOTE;
      goTo(state, 'inquiry');
    },
    quoteAccepted(state) {
      if (state.step !== 'quote' || !state.quote) return;
      goTo(state, 'book');
    },
    backRequested(state) {
      if (state.step === 'inquiry' && state.longHaulLead) return returnToTrip(state, state.longHaulLead);
      goTo(state, PREVIOUS[state.step]);
    },
    stepClicked(state, action: PayloadAction<WizardStep>) {
      const steps = visibleSteps(state);
      const target = steps.indexOf(action.payload);
      const current = steps.indexOf(state.step);
      // Only the current step or an earlier one.
      if (target === -1 || current === -1 || target > current) return;
      if (action.payload === 'details' && state.longHaulLead) return returnToTrip(state, state.longHaulLead);
      goTo(state, action.payload);
    },
    /** The browser's back or forward button: to a step of the path whose answers are still there (canStepTo). */
    historyStepped(state, action: PayloadAction<WizardStep>) {
      if (action.payload === state.step || !canStepTo(state, action.payload)) return;
      if (action.payload === 'details' && state.longHaulLead) return returnToTrip(state, state.longHaulLead);
      goTo(state, action.payload);
    },
    contactEdited(state, action: PayloadAction<ContactDraft>) {
      state.contact = { ...state.contact, ...action.payload };
    },
    /** The wizard as this tab left it (a reload): every answer, never a confirmation dialog already shown. */
    wizardRestored(_state, action: PayloadAction<WizardState>) {
      return { ...initialWizardState, ...action.payload, completedBooking: null };
    },
    /**
     * The time was taken at purchase and the customer took the next free start the server offered: the booking form
     * stays, with the new time (the price does not depend on it; the words on cancelling did, so they go).
     */
    takenSlotReplaced(state, action: PayloadAction<{ date: string; time: string }>) {
      if (state.step !== 'book' || !state.details || !state.quote) return;
      state.details.serviceDate = action.payload.date;
      state.details.serviceTimeMinutes = timeToMinutes(action.payload.time);
      state.quote.cancellationTerms = null;
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
  longHaulQuoteRequested,
  quoteAccepted,
  backRequested,
  stepClicked,
  historyStepped,
  takenSlotReplaced,
  contactEdited,
  wizardRestored,
  bookingCompleted,
  wizardReset,
} = wizardSlice.actions;

export const { selectWizard } = wizardSlice.selectors;

export const wizardReducer = wizardSlice.reducer;
