import type { AdminBooking, BookingHistory } from '@contracts/admin-booking.contract.js';
import type { CustomerProfile } from '@contracts/customer.contract.js';
import type { ServiceCode } from '@contracts/service-code.contract.js';
import type { OwnerSettings, SettingsChange } from '@contracts/settings.contract.js';
import { DEFAULT_AVAILABILITY_SETTINGS } from '@domain/availability/availability-settings.js';
import { DEFAULT_BOOKING_POLICY } from '@domain/booking-policy.js';
import { DEFAULT_SITE_PAGES } from '@domain/site-pages.js';
import { DEFAULT_NOTIFICATION_RULES } from '@domain/notification-rules.js';
import { DEFAULT_PRICING_TABLE } from '@domain/pricing/pricing-table.js';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

// Wire objects for the admin components' tests, as the API sends them; each test overrides what it checks.

export function aBooking(overrides: Partial<AdminBooking> = {}): AdminBooking {
  return {
    id: 'bk_1',
    reference: 'ABCD2345',
    status: 'pending',
    serviceType: 'ride',
    firstName: 'Quinn',
    lastName: 'Adams',
    fullName: 'Quinn Adams',
    customerName: 'Quinn Adams',
    businessName: null,
    email: 'quinn@example.com',
    phone: '(801) 555-0177',
    language: 'en',
    booking_date: '2030-05-14',
    booking_time: '09:15',
    // A booking's time as shown follows its start unless a test says otherwise (a delivery's window).
    booking_time_text: overrides.booking_time ?? '09:15',
    total_price: 42.5,
    distance: 12.4,
    distanceEstimated: false,
    pickup: '1 Main St, Ogden, UT',
    destination: '2 State St, Salt Lake City, UT',
    notes: '',
    serviceDetails: {},
    packageDetails: null,
    rideDetails: null,
    chauffeurDetails: null,
    paymentInfo: { method: null, transactionId: null, status: 'unpaid', dateProcessed: null, cardBrand: null, last4: null, receiptUrl: null },
    cancellation: null,
    startsAt: '2030-05-14T15:15:00.000Z',
    endsAt: '2030-05-14T15:45:00.000Z',
    createdAt: '2030-05-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aServiceCode(overrides: Partial<ServiceCode> = {}): ServiceCode {
  return {
    id: 'sc_1',
    code: 'SAVE10',
    description: 'Custom Discount',
    discountType: 'percentage',
    discountValue: 10,
    usageLimit: 1,
    usageCount: 0,
    totalRides: null,
    ridesUsed: 0,
    planType: null,
    isActive: true,
    customerEmail: 'morgan@example.com',
    createdAt: '2030-01-02T10:00:00.000Z',
    expiresAt: null,
    ...overrides,
  };
}

export function aCustomer(overrides: Partial<CustomerProfile> = {}): CustomerProfile {
  return {
    id: '8015550188',
    firstName: 'Morgan',
    lastName: 'Lee',
    fullName: 'Morgan Lee',
    businessName: null,
    email: 'morgan@example.com',
    phone: '(801) 555-0188',
    notes: '',
    tripCount: 3,
    bookingsCount: 3,
    totalSpent: 125.5,
    serviceCodes: [],
    ...overrides,
  };
}

/** GET /api/admin/settings' `settings`: the domain's defaults, only the fields the contract has; today's service-area radii. */
export function anOwnerSettings(): OwnerSettings {
  const {
    minLeadMinutes,
    maxDaysAhead,
    chauffeurNoticeHours,
    driverBufferMinutes,
    rideSpeedMph,
    rideExtraMinutes,
    weeklyHours,
    deliveryWindows,
    deliveryWindowCapacity,
  } = DEFAULT_AVAILABILITY_SETTINGS;
  return {
    prices: structuredClone(DEFAULT_PRICING_TABLE),
    schedule: {
      minLeadMinutes,
      maxDaysAhead,
      chauffeurNoticeHours,
      driverBufferMinutes,
      rideSpeedMph,
      rideExtraMinutes,
      weeklyHours: weeklyHours.map((hours) => hours && { ...hours }),
      deliveryWindows: deliveryWindows.map((window) => ({ ...window })),
      deliveryWindowCapacity,
    },
    serviceArea: { serviceRadiusMiles: 45, chauffeurRadiusMiles: 35, homeBase: 'Ogden, UT', paidMapCallsPerDay: 2000 },
    notifications: structuredClone(DEFAULT_NOTIFICATION_RULES),
    bookings: { ...DEFAULT_BOOKING_POLICY },
    pages: { ...DEFAULT_SITE_PAGES },
  };
}

export function aSettingsChange(overrides: Partial<SettingsChange> = {}): SettingsChange {
  return {
    at: '2030-05-01T16:30:00.000Z',
    actor: 'owner@example.com',
    path: 'prices.chauffeur.centsPerHour',
    oldValue: 5000,
    newValue: 6500,
    ...overrides,
  };
}

export const EMPTY_HISTORY: BookingHistory = { entries: [], mails: [] };

export interface ApiCall {
  method: string;
  /** e.g. '/api/customers/phone/(801)%20555-0188' */
  path: string;
  /** the JSON body, or null */
  body: unknown;
}

/** A JSON error as the API sends it. */
export function apiError(status: number, message: string): Response {
  return jsonResponse({ statusCode: status, error: 'Error', message }, status);
}

/**
 * Answers every API call with `answer` (a 404 where it gives none) and returns the calls as they come;
 * undo with `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (call: ApiCall) => Response | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  stubFetch(async (request) => {
    const text = request.method === 'GET' ? '' : await request.text();
    const call = { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null };
    calls.push(call);
    return answer(call) ?? apiError(404, 'Not Found');
  });
  return calls;
}
