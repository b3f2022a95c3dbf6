// Route paths and link builders. Components never hand-write these strings.

export const paths = {
  home: '/',
  checkout: '/checkout',
  confirmation: '/confirmation',
  /** the customer's own booking, opened with the private token from their mails */
  manage: '/manage/:token',
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

/** Footer links live on the owner's main site; '#' when that site is not configured. */
export function companySiteLink(baseUrl: string, section: string): string {
  if (baseUrl === '#') return '#';
  return `${baseUrl.replace(/\/+$/, '')}/${section}`;
}
