import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTwilio, twilioEnvOf, type FakeTwilio } from '../../backend/test/fakes/fake-twilio';
import { rideBooking } from './support/admin-actions';
import { seriousViolations } from './support/axe';
import { ownerCookie } from './support/booking-actions';
import { openPage, useBrowser } from './support/browser';
import { E2E_ADMIN, type BuiltSite } from './support/built-site';
import { firstFreeStart, roundTheClockSite } from './support/round-the-clock-site';
import { widerThanScreen } from './support/screen-fit';

// The trip on its day (issue 31), at 375 px: the owner taps on my way, arrived, picked up and completed from the
// phone's "Today and next" card; the customer's page follows with the arrival time, the second step without a reload;
// the fake Twilio receives the customer's texts. A site of its own, open round the clock, so a job within the next
// hours can be booked whatever the hour the tests run at.

const PHONE = { width: 375, height: 800 };
const CUSTOMER_PHONE = '(801) 555-0187';

/** The first start the server offers within the next 11 hours (the big button looks 12 ahead). */
async function startWithinHours(site: string): Promise<{ date: string; time: string }> {
  const start = await firstFreeStart(site, 0, 11 * 60);
  if (!start) throw new Error('No free start within 11 hours');
  return start;
}

/** The customer's manage link, from the booking's first mail (the outbox keeps it until the mail leaves; no SMTP here). */
async function manageLink(databaseUrl: string, bookingId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ text_body: string }>(`SELECT text_body FROM mail_outbox WHERE booking_id = $1 AND kind = 'booking-received'`, [
      bookingId,
    ]);
    return new URL(/https?:\/\/\S+\/manage\/\S+/.exec(rows[0]!.text_body)![0]).pathname;
  } finally {
    await client.end();
  }
}

describe('the trip on its day', () => {
  const session = useBrowser();
  let twilio: FakeTwilio;
  let site: BuiltSite;

  beforeAll(async () => {
    twilio = await startFakeTwilio();
    site = await roundTheClockSite(() => undefined, {
      ...twilioEnvOf(twilio),
      // The senders run as in production (the test environment's default leaves them to the tests).
      MAIL_SEND_INTERVAL_SECONDS: '1',
    });
  }, 60_000);
  afterAll(async () => {
    await site?.stop();
    await twilio?.close();
  });

  it('the owner taps each step on a phone; the customer sees it with the arrival time and gets the texts', async () => {
    const { date, time } = await startWithinHours(site.baseUrl);
    const cookie = await ownerCookie(site.baseUrl, E2E_ADMIN.username, E2E_ADMIN.password);
    const created = await fetch(`${site.baseUrl}/api/admin/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        ...rideBooking({ serviceDate: date, serviceTime: time, fullName: 'Tess Trip', email: 'tess@example.com', phone: CUSTOMER_PHONE }),
        textReminders: true,
        paymentMethod: 'cash',
      }),
    });
    expect(created.status).toBe(201);
    const { booking } = (await created.json()) as { booking: { id: string } };
    const managePath = await manageLink(site.databaseUrl, booking.id);

    // The owner's phone tells where it is: at the pickup, so the customer is told the driver arrives about now.
    const owner = await openPage(session.browser, site.baseUrl, PHONE, {
      bypassCSP: true,
      permissions: ['geolocation'],
      geolocation: { latitude: 41.223, longitude: -111.9738 },
    });
    await owner.page.goto('/auth');
    await owner.page.getByLabel('Username').fill(E2E_ADMIN.username);
    await owner.page.getByLabel('Password').fill(E2E_ADMIN.password);
    await owner.page.getByRole('button', { name: 'Login' }).click();
    const card = owner.page.getByTestId('trip-next');
    await expect.poll(() => card.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await card.textContent()).toContain('Tess Trip');
    expect(await card.getByRole('status').textContent()).toBe('Not started');
    expect(await widerThanScreen(owner.page)).toEqual([]);
    expect(await seriousViolations(owner.page)).toEqual([]);
    await owner.page.screenshot({ path: '/tmp/trip-owner-next.png', fullPage: false });

    const tap = async (label: string, status: RegExp) => {
      await card.getByRole('button', { name: label, exact: true }).click();
      await expect.poll(() => card.getByRole('status').textContent(), { timeout: 10_000 }).toMatch(status);
    };
    await tap('On my way', /^On the way since \d{1,2}:\d\d [AP]M, arriving about \d{1,2}:\d\d [AP]M$/);
    expect(await card.getByRole('button', { name: 'Undo On the way' }).isVisible()).toBe(true);
    await owner.page.screenshot({ path: '/tmp/trip-owner-on-the-way.png', fullPage: false });

    // The customer's page: the driver on the way, with the time.
    const customer = await openPage(session.browser, site.baseUrl, PHONE);
    await customer.page.goto(managePath);
    const trip = customer.page.getByTestId('manage-trip');
    await expect.poll(() => trip.textContent(), { timeout: 20_000 }).toMatch(/^Your driver is on the way, arriving about \d{1,2}:\d\d [AP]M$/);
    expect(await widerThanScreen(customer.page)).toEqual([]);
    await customer.page.screenshot({ path: '/tmp/trip-customer-on-the-way.png', fullPage: false });

    // Arrived: the customer's page follows on its own (it asks again every 20 s while the driver is coming).
    await tap('Arrived', /^Arrived since /);
    await expect.poll(() => trip.textContent(), { timeout: 30_000, interval: 1000 }).toBe('Your driver has arrived');
    await tap('Picked up', /^Picked up since /);
    // Completed ends the day's last trip: the card gives way.
    await card.getByRole('button', { name: 'Completed', exact: true }).click();
    await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(false);
    await customer.page.reload();
    await expect.poll(() => trip.textContent(), { timeout: 20_000 }).toBe('Completed');
    expect(await customer.page.getByTestId('manage-status').textContent()).toBe('Completed');

    // The texts the customer chose, through Twilio, in order.
    const texts = () => twilio.messages.filter((message) => message.to === '+18015550187').map((message) => message.body);
    await expect.poll(() => texts().length, { timeout: 20_000 }).toBe(2);
    const [onTheWay, arrived] = texts();
    expect(onTheWay).toMatch(
      /^Ogden Rides & Deliveries: your driver is on the way to 2350 Wall Ave, Ogden, arriving about \d{1,2}:\d\d [AP]M\. Your booking: http\S+$/,
    );
    expect(arrived).toMatch(/^Ogden Rides & Deliveries: your driver has arrived at 2350 Wall Ave, Ogden\. Your booking: http\S+$/);

    expect([...owner.problems, ...customer.problems]).toEqual([]);
    await owner.context.close();
    await customer.context.close();
  }, 120_000);
});
