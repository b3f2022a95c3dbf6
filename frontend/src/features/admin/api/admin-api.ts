import { baseApi } from '@/lib/base-api';

// Wire types of the owner's API (backend/src/bookings, customers, service-codes, stats, inquiries,
// blackouts, calendar). Money is dollars on the wire, possibly as a numeric string; days are
// 'YYYY-MM-DD' and times 'HH:MM' (24 h) in the business's zone.

export type BookingStatus = 'pending' | 'confirmed' | 'completed' | 'cancelled';
export const BOOKING_STATUSES: BookingStatus[] = ['pending', 'confirmed', 'completed', 'cancelled'];

export interface AdminPaymentInfo {
  method: string | null;
  transactionId: string | null;
  status: string | null;
  /** ISO instant */
  dateProcessed: string | null;
  cardBrand?: string | null;
  last4?: string | null;
  receiptUrl?: string | null;
}

/** One row of GET /api/bookings (admin view). */
export interface AdminBooking {
  id: string;
  reference: string;
  status: BookingStatus;
  serviceType: string;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  customerName: string | null;
  businessName?: string | null;
  email: string | null;
  phone: string | null;
  /** 'YYYY-MM-DD', or 'N/A' for plan purchases */
  booking_date: string;
  /** 'HH:MM', or 'N/A' */
  booking_time: string;
  total_price: number | string;
  /** miles */
  distance: number | string | null;
  pickup: string;
  destination: string;
  notes: string | null;
  serviceDetails?: Record<string, unknown>;
  packageDetails?: { size?: unknown; weight?: unknown; perishable?: unknown; needsCooler?: unknown; instructions?: unknown } | null;
  rideDetails?: { passengers?: unknown; luggage?: unknown; specialRequests?: unknown } | null;
  chauffeurDetails?: { hours?: unknown; specialRequests?: unknown } | null;
  paymentInfo?: AdminPaymentInfo | null;
  /** fee in dollars */
  cancellation?: { at: string; by: string | null; reason: string | null; fee: number } | null;
  startsAt?: string | null;
  endsAt?: string | null;
  createdAt?: string;
}

export interface BookingHistoryEntry {
  id: string;
  /** ISO instant */
  at: string;
  actor: string;
  action: string;
  changes: Record<string, unknown>;
}

export type MailStatus = 'queued' | 'sent' | 'failed' | string;

export interface BookingMail {
  kind: string;
  to: string;
  status: MailStatus;
  attempts: number;
  queuedAt: string;
  sentAt: string | null;
  lastError: string | null;
}

export interface BookingHistory {
  entries: BookingHistoryEntry[];
  mails: BookingMail[];
}

export interface EditBookingRequest {
  status?: BookingStatus;
  booking_date?: string;
  booking_time?: string;
  /** dollars, at most 2 decimals */
  total_price?: number;
  pickup?: string;
  destination?: string;
  notes?: string;
}

export interface StatsTotals {
  all: number;
  pending: number;
  confirmed: number;
  completed: number;
  cancelled: number;
}

export interface StatsPeriod {
  from: string;
  to: string;
  totals: StatsTotals;
  /** dollars, cancelled excluded */
  revenue: number;
}

export interface AdminStats {
  totals: StatsTotals;
  /** dollars, all time, cancelled excluded */
  revenue: number;
  periods: { last7Days?: StatsPeriod; lastMonth?: StatsPeriod; yearToDate?: StatsPeriod };
  /** oldest first; weekStart is a business-local Monday */
  weeklyRevenue: { weekStart: string; revenue: number }[];
}

export interface CustomerDirectoryEntry {
  /** phone digits */
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  fullName: string;
  businessName: string | null;
  email: string;
  phone: string;
  bookingsCount: number;
  /** dollars */
  totalSpent: number;
  notes: string;
}

export type DiscountType = 'percentage' | 'fixed' | 'subscription';

export interface ServiceCode {
  id: string;
  code: string;
  description: string;
  discountType: DiscountType;
  discountValue: number;
  /** null = unlimited */
  usageLimit: number | null;
  usageCount: number;
  totalRides: number | null;
  ridesUsed: number;
  planType: string | null;
  isActive: boolean;
  customerEmail: string | null;
  createdAt: string;
  expiresAt: string | null;
}

export interface CustomerProfile {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  businessName: string | null;
  email: string;
  phone: string;
  notes: string;
  tripCount: number;
  bookingsCount: number;
  totalSpent: number;
  serviceCodes: ServiceCode[];
}

export interface UpdateCustomerRequest {
  fullName?: string;
  email?: string;
  notes?: string;
  businessName?: string | null;
}

export const SUBSCRIPTION_PLAN_TYPES = ['monthly', '3months', '6months', 'yearly', '10rides', '20rides'] as const;
export type SubscriptionPlanType = (typeof SUBSCRIPTION_PLAN_TYPES)[number];

export interface CreatePlanCodeRequest {
  customerEmail?: string;
  customerPhone?: string;
  type: SubscriptionPlanType;
  customCode?: string;
}

export interface CreateCustomCodeRequest {
  customerEmail?: string;
  customerPhone?: string;
  code: string;
  description: string;
  discountType: DiscountType;
  discountValue: number;
  usageLimit: number | null;
}

export interface UpdateServiceCodeRequest {
  description?: string;
  discountType?: DiscountType;
  discountValue?: number;
  usageLimit?: number | null;
  /** ISO date or instant; null = never expires */
  expiresAt?: string | null;
}

export type InquiryStatus = 'new' | 'answered' | 'closed';

export interface Inquiry {
  id: string;
  inquiryType: string;
  name: string;
  email: string;
  phone: string;
  details: Record<string, string>;
  summary: string;
  status: InquiryStatus;
  notes: string | null;
  createdAt: string;
}

export interface Blackout {
  id: string;
  startsAt: string;
  endsAt: string;
  date: string;
  startTime: string;
  endDate: string;
  endTime: string;
  wholeDay: boolean;
  reason: string;
}

export interface CreateBlackoutRequest {
  date: string;
  startTime?: string;
  endTime?: string;
  reason?: string;
}

export type PhonePaymentMethod = 'cash' | 'invoice' | 'unpaid';

export interface PhoneBookingRequest {
  serviceType: 'delivery' | 'ride' | 'chauffeur';
  pickupLocation: string;
  destinationLocation: string;
  serviceDate: string;
  serviceTime: string;
  serviceDetails: Record<string, unknown>;
  fullName: string;
  email: string;
  phone: string;
  legalAgreement: boolean;
  paymentMethod: PhonePaymentMethod;
}

interface Ok {
  success: boolean;
  message: string;
}

// Tags the admin screens add to the shared API (lib/base-api keeps only the shared ones).
const adminBaseApi = baseApi.enhanceEndpoints({ addTagTypes: ['Stats', 'BookingHistory', 'Customer', 'Inquiry', 'Blackout'] });

const bookingChanged = (id: string) => [
  { type: 'Booking' as const, id: 'LIST' },
  { type: 'Booking' as const, id },
  { type: 'BookingHistory' as const, id },
  'Stats' as const,
  'Customer' as const,
];

export const adminApi = adminBaseApi.injectEndpoints({
  endpoints: (build) => ({
    /** '' lists upcoming plus the last 30 days; other text searches all bookings. */
    getBookings: build.query<AdminBooking[], string | void>({
      query: (search) => (search ? { url: '/bookings', params: { search } } : '/bookings'),
      transformResponse: (response: { bookings?: AdminBooking[] }) => response.bookings ?? [],
      providesTags: (result) => [{ type: 'Booking' as const, id: 'LIST' }, ...(result ?? []).map((b) => ({ type: 'Booking' as const, id: b.id }))],
    }),
    getPastYearBookings: build.query<AdminBooking[], void>({
      query: () => '/bookings/past-year',
      transformResponse: (response: { bookings?: AdminBooking[] }) => response.bookings ?? [],
      providesTags: [{ type: 'Booking' as const, id: 'LIST' }],
    }),
    getBookingHistory: build.query<BookingHistory, string>({
      query: (id) => `/bookings/${encodeURIComponent(id)}/history`,
      providesTags: (_result, _error, id) => [{ type: 'BookingHistory' as const, id }],
    }),
    editBooking: build.mutation<Ok & { booking: AdminBooking }, { id: string; changes: EditBookingRequest }>({
      query: ({ id, changes }) => ({ url: `/bookings/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_result, _error, { id }) => bookingChanged(id),
    }),
    updateBookingStatus: build.mutation<Ok, { bookingId: string; status: BookingStatus }>({
      query: (body) => ({ url: '/update-booking-status', method: 'POST', body }),
      invalidatesTags: (_result, _error, { bookingId }) => bookingChanged(bookingId),
    }),
    cancelBooking: build.mutation<Ok & { fee: number }, { bookingId: string }>({
      query: (body) => ({ url: '/cancel-booking', method: 'POST', body }),
      invalidatesTags: (_result, _error, { bookingId }) => bookingChanged(bookingId),
    }),
    createPhoneBooking: build.mutation<Ok & { booking: AdminBooking }, PhoneBookingRequest>({
      query: (body) => ({ url: '/admin/bookings', method: 'POST', body }),
      invalidatesTags: [{ type: 'Booking', id: 'LIST' }, 'Stats', 'Customer'],
    }),
    getStats: build.query<AdminStats, void>({
      query: () => '/stats',
      providesTags: ['Stats'],
    }),
    getCustomers: build.query<CustomerDirectoryEntry[], void>({
      query: () => '/customers',
      transformResponse: (response: { customers?: CustomerDirectoryEntry[] }) => response.customers ?? [],
      providesTags: ['Customer'],
    }),
    getCustomer: build.query<CustomerProfile, string>({
      query: (phone) => `/customers/phone/${encodeURIComponent(phone)}`,
      transformResponse: (response: { customer: CustomerProfile }) => response.customer,
      providesTags: ['Customer'],
    }),
    updateCustomer: build.mutation<CustomerProfile, { phone: string; changes: UpdateCustomerRequest }>({
      query: ({ phone, changes }) => ({ url: `/customers/phone/${encodeURIComponent(phone)}`, method: 'PATCH', body: changes }),
      transformResponse: (response: { customer: CustomerProfile }) => response.customer,
      invalidatesTags: ['Customer'],
    }),
    createPlanCode: build.mutation<Ok & { serviceCode: ServiceCode }, CreatePlanCodeRequest>({
      query: (body) => ({ url: '/service-codes', method: 'POST', body }),
      invalidatesTags: ['Customer'],
    }),
    createCustomCode: build.mutation<Ok & { serviceCode: ServiceCode }, CreateCustomCodeRequest>({
      query: (body) => ({ url: '/service-codes/custom', method: 'POST', body }),
      invalidatesTags: ['Customer'],
    }),
    updateServiceCode: build.mutation<Ok & { serviceCode: ServiceCode }, { id: string; changes: UpdateServiceCodeRequest }>({
      query: ({ id, changes }) => ({ url: `/service-codes/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Customer'],
    }),
    toggleServiceCode: build.mutation<Ok & { serviceCode: ServiceCode }, string>({
      query: (id) => ({ url: `/service-codes/${encodeURIComponent(id)}/toggle`, method: 'PATCH' }),
      invalidatesTags: ['Customer'],
    }),
    getInquiries: build.query<Inquiry[], void>({
      query: () => '/inquiries',
      transformResponse: (response: { inquiries?: Inquiry[] }) => response.inquiries ?? [],
      providesTags: ['Inquiry'],
    }),
    updateInquiry: build.mutation<Ok & { inquiry: Inquiry }, { id: string; changes: { status?: InquiryStatus; notes?: string } }>({
      query: ({ id, changes }) => ({ url: `/inquiries/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: ['Inquiry'],
    }),
    getBlackouts: build.query<Blackout[], void>({
      query: () => '/blackouts',
      transformResponse: (response: { blackouts?: Blackout[] }) => response.blackouts ?? [],
      providesTags: ['Blackout'],
    }),
    createBlackout: build.mutation<Ok & { blackout: Blackout }, CreateBlackoutRequest>({
      query: (body) => ({ url: '/blackouts', method: 'POST', body }),
      invalidatesTags: ['Blackout'],
    }),
    deleteBlackout: build.mutation<Ok, string>({
      query: (id) => ({ url: `/blackouts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Blackout'],
    }),
    rotateCalendarToken: build.mutation<Ok & { url: string }, void>({
      query: () => ({ url: '/calendar/token', method: 'POST' }),
    }),
  }),
});

export const {
  useGetBookingsQuery,
  useGetPastYearBookingsQuery,
  useGetBookingHistoryQuery,
  useEditBookingMutation,
  useUpdateBookingStatusMutation,
  useCancelBookingMutation,
  useCreatePhoneBookingMutation,
  useGetStatsQuery,
  useGetCustomersQuery,
  useGetCustomerQuery,
  useLazyGetCustomerQuery,
  useUpdateCustomerMutation,
  useCreatePlanCodeMutation,
  useCreateCustomCodeMutation,
  useUpdateServiceCodeMutation,
  useToggleServiceCodeMutation,
  useGetInquiriesQuery,
  useUpdateInquiryMutation,
  useGetBlackoutsQuery,
  useCreateBlackoutMutation,
  useDeleteBlackoutMutation,
  useRotateCalendarTokenMutation,
} = adminApi;
