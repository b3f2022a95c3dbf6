// The checkout, the confirmation page and Find my booking.
export const checkout = {};
