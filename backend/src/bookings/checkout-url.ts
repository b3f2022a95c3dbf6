/**
 * The checkout page for a booking (or the cancellation fee it owes), at the server's price: its id is unguessable,
 * like the link the customer got when booking.
 */
export function checkoutUrlOf(publicBaseUrl: string, bookingId: string): string {
  return `${publicBaseUrl.replace(/\/$/, '')}/checkout?bookingId=${encodeURIComponent(bookingId)}`;
}
