import type { TestApp } from './test-app.js';

/** Every public route that takes a JSON body: what hostile-input and fuzz tests send their bodies to. */
export const POST_ROUTES = [
  '/api/quotes',
  '/api/check-availability',
  '/api/free-times',
  '/api/create-booking',
  '/api/validate-service-code',
  '/api/process-square-payment',
  '/api/login',
  '/api/password-reset/confirm',
  '/api/login/link',
  '/api/bulk-rides-inquiry',
  '/api/long-haul-inquiry',
  '/api/handyman-inquiry',
  // The payment form opened (no body is read; the id is one no booking has).
  '/api/bookings/bk_AAAAAAAAAAAAAAAAAAAAAAAA/checkout',
  // The customer's cancel through their manage link (a token no link has).
  '/api/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/cancel',
  '/api/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/move',
  '/api/manage/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/links/replace',
  // Find my booking.
  '/api/manage/find',
] as const;

export type PostRoute = (typeof POST_ROUTES)[number];

/**
 * Twilio's webhooks: public routes taking form posts, whose only credential is Twilio's signature. With the TWILIO_*
 * settings an unsigned or wrongly signed request is a 403; without them, the routes answer 503 (texts are off).
 */
export const TWILIO_WEBHOOK_ROUTES = ['/api/twilio/status', '/api/twilio/inbound'] as const;

/** The tables a refused request must leave as they were. */
export const WRITTEN_TABLES = [
  'bookings',
  'customers',
  'inquiries',
  'mail_outbox',
  'service_codes',
  'admin_users',
  'session',
  'manage_links',
  'refunds',
  'text_opt_outs',
];

/** Row counts of WRITTEN_TABLES, to compare before and after. */
export async function tableCounts(app: TestApp): Promise<Record<string, number>> {
  const entries = await Promise.all(
    WRITTEN_TABLES.map(async (table) => [table, (await app.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n] as const),
  );
  return Object.fromEntries(entries);
}

/** Below 500; an error is the app's JSON shape with a message and never a stack. */
export function expectCleanRefusal(status: number, body: unknown, contentType: string | undefined): void {
  expect(status).toBeGreaterThanOrEqual(200);
  expect(status).toBeLessThan(500);
  if (status >= 400) {
    expect(contentType).toMatch(/application\/json/);
    expect(body).toEqual(expect.objectContaining({ statusCode: status, error: expect.any(String), message: expect.any(String), code: expect.any(String) }));
    expect(JSON.stringify(body)).not.toMatch(/\bat .+\.(js|ts):\d+/);
  }
}
