// The home page's own texts (the wizard has its own section).
export const home = {
  heading: 'Get a quote and book',
  whyChoose: 'Why Choose Our Services',
  fastTitle: 'Fast & Reliable',
  fastText: 'On-time pickups across our whole service area.',
  safeTitle: 'Safe & Secure',
  safeText: 'Careful driving and careful handling of every package.',
  pricingTitle: 'Transparent Pricing',
  pricingText: 'See your price before you book. No surprises.',
  paymentTitle: 'Secure Payment Options',
  paymentText: 'All major cards accepted, payment protection through our card payment provider, and SSL encryption on every page.',
};
