// The services' names, on every customer screen (lib/service-name.ts): the spec's names.
export const services = {
  delivery: 'Delivery Service',
  ride: 'Ride Service',
  chauffeur: 'Personal Driver',
  subscription: 'Subscription Service',
  longHaul: 'Long Haul Delivery',
  handyman: 'Handyman Service',
  other: 'Transportation Service',
  // A service's day, wherever a screen names it (lib/service-day-text.ts).
  dayFormat: 'MMM D, YYYY',
};
