import { withDefaultBookingPolicy, type BookingPolicy } from '../domain/booking-policy.js';
import { LivePart } from './live-part.js';

/** The booking rules in force (part 'bookings'): a saved change applies to the next booking. */
export class LiveBookingPolicy extends LivePart<BookingPolicy> {
  constructor() {
    super(withDefaultBookingPolicy);
  }

  get policy(): BookingPolicy {
    return this.value;
  }
}
