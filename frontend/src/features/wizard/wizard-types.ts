import type { BookingSummary, CreateBookingResponse } from '@contracts/public-booking.contract.js';
import type { PriceLine, TermsSentence } from '@contracts/wire.js';

// Values confirmed at each wizard step. Everything here is plain serializable data:
// days are 'YYYY-MM-DD', times of day are integer minutes after midnight, money is integer cents.
// In-progress edits stay in the antd Form; dayjs objects never enter the store.

/** Step machine states. 'inquiry' replaces details/quote/book for inquiry-only services. */
export type WizardStep = 'service' | 'details' | 'quote' | 'book' | 'inquiry';

export type PlanType = 'basic' | 'premium' | 'business';

export interface BulkSelection {
  /** true when pickup and drop-off differ ride to ride; such plans go to the inquiry form */
  addressesVary: boolean;
  /** null until picked; continuing without a pick uses 'basic' */
  planType: PlanType | null;
}

export type RoofRack = 'no' | 'yes-ski' | 'yes-bike';

export interface RideDetails {
  /** '1'..'6', a string on the wire */
  passengers: string;
  luggage: 'none' | 'small' | 'medium' | 'large';
  needsRoofRack: RoofRack;
  /** '1'..'3'; present only with needsRoofRack 'yes-bike' */
  bikeCount?: string;
  instructions: string;
}

export interface DeliveryDetails {
  /** small <12 in, medium 12-24, large 24-36, extra-large 36+ */
  packageSize: 'small' | 'medium' | 'large' | 'extra-large';
  /** light <5 lbs, medium 5-20, heavy 20-50, extra-heavy 50+ */
  packageWeight: 'light' | 'medium' | 'heavy' | 'extra-heavy';
  perishable: 'no' | 'yes';
  /** present only when perishable is 'yes' */
  needsCooler?: 'no' | 'yes';
  instructions: string;
}

export interface ChauffeurDetails {
  passengers: string;
  /** hours booked, 2..6 offered */
  hours: number;
  needsRoofRack: RoofRack;
  bikeCount?: string;
  itinerary: string;
  termsAgreed: boolean;
}

export interface SubscriptionDetails {
  planType: PlanType;
  frequency: 'monthly';
  addressesVary: boolean;
  details: string;
  isNonRefundable: true;
}

export type ServiceDetails = RideDetails | DeliveryDetails | ChauffeurDetails | SubscriptionDetails;

export interface TripDetails {
  pickupLocation: string;
  destinationLocation: string;
  /** 'YYYY-MM-DD'; null when the service has no date (subscriptions, sent as 'N/A') */
  serviceDate: string | null;
  /** minutes after midnight; null when not needed (subscriptions, sent as 'N/A') */
  serviceTimeMinutes: number | null;
  serviceDetails: ServiceDetails;
}

export interface QuoteLine {
  /** the server's English label, shown when the line has no `item` to word */
  label: string;
  /** integer cents */
  amountCents: number;
  /** what the line charges for, worded in the page's language (price-line-text.ts) */
  item?: PriceLine['item'];
}

export interface Quote {
  /** road distance, miles */
  distanceMiles: number;
  withinServiceArea: boolean;
  serviceAreaMessage: string | null;
  /** integer cents */
  totalCents: number;
  breakdown: QuoteLine[];
  /** What cancelling would cost if booked now, as the server's sentences; null when no quote was asked (a fallback price). */
  cancellationTerms: TermsSentence[] | null;
}

/** What the customer typed on the booking form so far: kept when they go back to change the trip, and over a reload. */
export interface ContactDraft {
  fullName?: string;
  email?: string;
  phone?: string;
  textReminders?: boolean;
  subscriptionCode?: string;
}

/** Services whose trip beyond the service radius is handed to the long-haul inquiry (why these: wizard-slice's offersLongHaul). */
export type LongHaulFallbackService = 'ride' | 'delivery';

/** A ride or delivery the server placed outside the service area, carried into the long-haul inquiry as its starting point. */
export interface LongHaulLead {
  /** the service quoted; Back from the inquiry returns to its details */
  fromService: LongHaulFallbackService;
  /** the trip as submitted on step 2 */
  trip: TripDetails;
  /** road miles the server measured between the trip's pickup and destination (rounded to 0.1); null when its answer had none */
  distanceMiles: number | null;
}

/** The booking as confirmed by POST /api/create-booking, kept for the success dialog; the store's miles and cents in place of dollars. */
export type CompletedBooking = Pick<
  BookingSummary,
  'id' | 'reference' | 'status' | 'serviceType' | 'serviceDate' | 'serviceTime' | 'pickupLocation' | 'destinationLocation' | 'fullName' | 'email' | 'phone'
> &
  Pick<CreateBookingResponse, 'paymentRequired' | 'codeApplied' | 'subscriptionCode'> & {
    /** road miles */
    distanceMiles: number;
    /** integer cents */
    totalCents: number;
  };
