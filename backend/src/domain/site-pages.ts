// The footer's pages whose words are the owner's (Settings → Site pages), with the text a new site starts with.
// Contact and Services are built from the settings themselves (hours, contact details, prices), and Terms ends with
// the cancellation policy in the domain's own wording, so no page can promise other rules than the ones applied.

export interface SitePageTexts {
  about: string;
  privacy: string;
  terms: string;
}

/** Longer than any page an owner writes, short enough that no save can fill the database. */
export const MAX_SITE_PAGE_CHARS = 20_000;

export const DEFAULT_SITE_PAGES: SitePageTexts = {
  about: [
    'We are a local, owner-operated transport and errand business in northern Utah.',
    'Package delivery, rides in a comfortable SUV, a personal driver by the hour, ride plans for regular trips, long-haul delivery and handyman help: one person you can reach, on time, at a price you see before you book.',
  ].join('\n\n'),
  privacy: [
    'We collect only what a booking needs: your name, e-mail and phone, the addresses and times of your trips, and the details you type in the booking form.',
    'Card payments are handled by Square; we never see or store your card number. Maps and distances are looked up with a maps service using the addresses you enter.',
    'We use your details to carry out your booking, to send you its confirmation, reminders and receipts, and to answer your questions. We do not sell or share them for marketing.',
    'Booking records are kept as long as the law requires for business records. To see, correct or delete your details, e-mail or call us.',
  ].join('\n\n'),
  terms: [
    'Prices are quoted by this site before you book and are charged as quoted. A booking is made when it is paid, or covered by a service code or a plan, in a time the site offered.',
    'Please be ready at the pickup time. Packages must be legal to carry, packed for the trip and within the size and weight chosen. We may refuse a job that is unsafe or unlawful.',
    'Plans are paid upfront and are non-refundable; each ride taken from a plan is booked like any other ride.',
    'If we must cancel, you get all your money back. Questions about a booking: e-mail or call us and mention its reference.',
  ].join('\n\n'),
};

/** The saved texts over the starting ones (a page never saved keeps its starting text). */
export function withDefaultSitePages(saved: Partial<SitePageTexts> | undefined): SitePageTexts {
  return {
    about: saved?.about ?? DEFAULT_SITE_PAGES.about,
    privacy: saved?.privacy ?? DEFAULT_SITE_PAGES.privacy,
    terms: saved?.terms ?? DEFAULT_SITE_PAGES.terms,
  };
}

/** A page's text as its paragraphs: split on blank lines, each trimmed, empty ones dropped. */
export function pageParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
