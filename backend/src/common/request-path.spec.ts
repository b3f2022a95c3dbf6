import { isApiPath, loggedPath, pathOf, redactedForLog } from './request-path.js';

describe('request paths', () => {
  it.each([
    ['/api/quotes?x=1&y=2', '/api/quotes'],
    ['/api/quotes', '/api/quotes'],
    ['/?', '/'],
  ])('pathOf(%p) → %p', (url, path) => expect(pathOf(url)).toBe(path));

  it.each([
    ['/api/quotes?x=1', '/api/quotes'],
    ['/api/manage/T0kenT0kenT0kenT0kenT0kenT0ken_-', '/api/manage/:token'],
    ['/api/manage/T0kenT0kenT0kenT0kenT0kenT0ken_-/cancel?x=1', '/api/manage/:token/cancel'],
    ['/manage/T0kenT0kenT0kenT0kenT0kenT0ken_-', '/manage/:token'],
    ['/api/bookings/bk_AbCdEfGhIjKlMnOpQrStUvWx', '/api/bookings/:id'],
    ['/api/bookings/bk_AbCdEfGhIjKlMnOpQrStUvWx/calendar.ics', '/api/bookings/:id/calendar.ics'],
    ['/api/admin/bookings/bk_AbCdEfGhIjKlMnOpQrStUvWx/payments', '/api/admin/bookings/:id/payments'],
    ['/api/bookings/bk_short', '/api/bookings/:id'],
    ['/api/bookings/%62k_AbCdEfGhIjKlMnOpQrStUvWx', '/api/bookings/:id'],
    ['/api/bookings/past-year', '/api/bookings/past-year'],
    ['/api/customers/phone/8015550123', '/api/customers/phone/:phone'],
    ['/api/customers/phone/%2B1%20(801)%20555-0123', '/api/customers/phone/:phone'],
    ['/api/somewhere/801-555-0123/x', '/api/somewhere/:phone/x'],
    ['/api/inquiries/3f2a9c1b-0000-4000-8000-000000000001', '/api/inquiries/3f2a9c1b-0000-4000-8000-000000000001'],
    ['/api/blackouts/12', '/api/blackouts/12'],
    ['/api/bookings/%E0%A4%A', '/api/bookings/%E0%A4%A'],
  ])('loggedPath(%p) → %p', (url, path) => expect(loggedPath(url)).toBe(path));

  it.each([
    ["The 'To' number +15005550001 is not a valid phone number.", "The 'To' number [phone] is not a valid phone number."],
    ['Call (801) 555-0123 or 801.555.0124, 8015550125, 18015550126, +1 801 555 0127', 'Call [phone] or [phone], [phone], [phone], [phone]'],
    ['booking bk_AbCdEfGhIjKlMnOpQrStUvWx failed', 'booking bk_… failed'],
    ['at 2026-06-01 10:00 (attempt 3), 1766400000000, port 54321', 'at 2026-06-01 10:00 (attempt 3), 1766400000000, port 54321'],
    ['    at attempt (/app/dist/mail/outbox-sender.js:101:23)', '    at attempt (/app/dist/mail/outbox-sender.js:101:23)'],
  ])('redactedForLog(%p) → %p', (text, redacted) => expect(redactedForLog(text)).toBe(redacted));

  it.each([
    ['/api', true],
    ['/api/quotes', true],
    ['/apiary', false],
    ['/admin/dashboard', false],
  ])('isApiPath(%p) → %p', (path, api) => expect(isApiPath(path)).toBe(api));
});
