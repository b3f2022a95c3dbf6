// Booking and paying from the wizard, the inquiry forms, the booking-confirmed dialog.
export const booking = {};
