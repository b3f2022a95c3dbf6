/** The path of a request target, without its query string ('/api/quotes?x=1' → '/api/quotes'). */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Whether a path is the API's (everything else is the app's pages and files). */
export function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** A customer's private manage token in a path (the API's /api/manage/{token}… and the page /manage/{token}). */
const MANAGE_TOKEN = /(\/manage\/)[^/?#]+/;
/** The phone number the owner's customer routes are addressed by (/api/customers/phone/{phone}). */
const PHONE_PARAMETER = /(\/phone\/)[^/?#]+/;
/** A booking id ('bk_…'): whoever holds it reads the booking and gets a fresh manage link (GET /api/bookings/{id}). */
const BOOKING_ID = /\bbk_[A-Za-z0-9_-]+/g;
/**
 * A phone number as people write it: '+' and 8 to 15 digits with any separators ('+1 801 555 0123'), or a US number
 * ('(801) 555-0123', '801.555.0123', '8015550123', '18015550123'). Dates and times ('2026-06-01 10:00') are not.
 */
const PHONE = /\+\d[\d\s().-]{6,18}\d|\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b|\b1?\d{10}\b/g;
/** A path segment that is nothing but a phone number. */
const WHOLE_PHONE = new RegExp(`^(?:${PHONE.source})$`);

/**
 * The path as logs may show it: no query string, no manage token (a credential, kept elsewhere only as a hash), no
 * booking id (as good as one) and no phone number. A segment is judged decoded, so '%62k_…' is a booking id too.
 */
export function loggedPath(url: string): string {
  return pathOf(url)
    .replace(MANAGE_TOKEN, '$1:token')
    .replace(PHONE_PARAMETER, '$1:phone')
    .split('/')
    .map((segment) => {
      const decoded = decodedSegment(segment);
      if (/^bk_/i.test(decoded)) return ':id';
      return WHOLE_PHONE.test(decoded) ? ':phone' : segment;
    })
    .join('/');
}

/**
 * Free text bound for a log line (an error's message and stack, a text provider's refusal) without the booking ids
 * and phone numbers it may quote: Twilio's refusals name the number ("The 'To' number +15005550001 is not valid").
 */
export function redactedForLog(text: string): string {
  return text.replace(BOOKING_ID, 'bk_…').replace(PHONE, '[phone]');
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
