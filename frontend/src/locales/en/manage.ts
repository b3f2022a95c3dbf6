// The customer's manage page: the booking, moving it, cancelling it.
export const manage = {};
