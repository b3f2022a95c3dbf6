import type { AppStore } from '@/app/store';
import { paths } from '@/config/paths';
import { checkoutApi, checkoutHoldKey } from '@/features/checkout/api/checkout-api';
import { businessApi } from '@/lib/business-api';
import { publicBookingApi } from '@/lib/public-booking-api';

/**
 * Starts the requests of a page opened directly that renders from scratch (not hydrated), while its code is still
 * downloading: the checkout otherwise asked for the booking only after its chunk had loaded and rendered, one more
 * round trip on a slow phone before the summary could show (docs/performance.md). The page's own queries find the
 * answers in the cache (RTK Query keeps an unused answer for a minute). Hydrated pages are left alone: an answer
 * arriving while React hydrates makes it finish in one long, blocking task.
 */
export function prefetchPageData(store: AppStore, location: { pathname: string; search: string }): void {
  if (location.pathname !== paths.checkout) return;
  store.dispatch(businessApi.util.prefetch('getBusiness', undefined, {}));
  const bookingId = new URLSearchParams(location.search).get('bookingId');
  if (!bookingId) return;
  store.dispatch(publicBookingApi.util.prefetch('getPublicBooking', bookingId, {}));
  // The payment form's opening too (the server lengthens an unpaid booking's hold once and answers the rest with the
  // hold as it is): the hold's line was the page's largest text and waited one more round trip after the booking.
  void store.dispatch(checkoutApi.endpoints.openCheckout.initiate(bookingId, { fixedCacheKey: checkoutHoldKey(bookingId) }));
}
