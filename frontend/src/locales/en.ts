// The English catalog: every text a customer screen shows, by key. The spec's texts stay word for word. Spanish
// (es.ts) has the same keys and placeholders (its type says so; locales.spec.ts checks the placeholders and that
// every key is used).
export const en = {
  language: {
    /** The switch names the other language, in that language. */
    switchTo: 'Español',
    switchLabel: 'Ver este sitio en español',
  },
  shell: {
    homeLink: '{{businessName}} home',
    scheduleNow: 'Schedule Now',
    findBooking: 'Find my booking',
    companyWebsite: 'Company Website',
    dashboard: 'Dashboard',
    logOut: 'Log out',
    logOutFailed: 'Could not log out. Please try again.',
    adminLogin: 'Admin Login',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNav: 'Main',
    footerNav: 'Footer',
    about: 'About',
    contact: 'Contact',
    services: 'Services',
    privacy: 'Privacy',
    terms: 'Terms',
    serving: 'Serving everywhere within {{radius}} miles of {{homeBase}}.',
  },
  home: {
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
  },
};

/** A catalog: the English one's keys, each a text. */
export type Catalog = { [Section in keyof typeof en]: { [Key in keyof (typeof en)[Section]]: string } };
