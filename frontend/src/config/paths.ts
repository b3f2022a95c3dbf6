// Route paths and link builders. Components never hand-write these strings.

export const paths = {
  home: '/',
  /** the home page in Spanish: its own address, prerendered in Spanish, for search engines and shared links */
  homeSpanish: '/es/',
  checkout: '/checkout',
  confirmation: '/confirmation',
  /** the customer's own booking, opened with the private token from their mails */
  manage: '/manage/:token',
  /** a fresh link to one's booking, by its reference and the e-mail or phone it was booked with */
  findBooking: '/find-booking',
  /** the footer's pages: the owner's words (Settings, Site pages) and what the settings say */
  about: '/about',
  contact: '/contact',
  services: '/services',
  privacy: '/privacy',
  terms: '/terms',
  auth: '/auth',
  testAvailability: '/test-availability',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
} as const;

export function checkoutPath(bookingId: string): string {
  return `${paths.checkout}?${new URLSearchParams({ bookingId })}`;
}

export function confirmedBookingPath(bookingId?: string | null): string {
  const query = new URLSearchParams({ status: 'confirmed' });
  if (bookingId) query.set('id', bookingId);
  return `${paths.confirmation}?${query}`;
}

export function inquiryConfirmationPath(type: 'bulk-rides' | 'longHaul' | 'handyman'): string {
  return `${paths.confirmation}?${new URLSearchParams({ type })}`;
}
