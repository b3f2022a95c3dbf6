import type { AdminBooking } from '@contracts/admin-booking.contract.js';
import { describe, expect, inject, it } from 'vitest';
import { createRideBooking, getAsOwner, logInAsOwner, uniqueLetters } from './support/admin-actions';
import { serverPrice } from './support/api';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday } from './support/wizard-actions';

// Issue 29 point 10: the owner books a caller on the phone: the server's price before creating, a returning customer
// found by phone number, and a phone number enough to book.
const PICKUP = '2350 Wall Ave, Ogden, UT 84401, USA';
const DESTINATION = '3848 Harrison Blvd, Ogden, UT 84408, USA';

describe("the owner's phone booking at 375 px", () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  it('shows the price before creating, finds a returning customer by phone, and books without an e-mail', async () => {
    const lastName = `Ph${uniqueLetters()}`;
    const fullName = `Robin ${lastName}`;
    const email = `${lastName.toLowerCase()}@example.com`;
    const fourDigits = String(1000 + Math.floor(Math.random() * 8999));
    const phone = `(801) 555-${fourDigits}`;
    // Days 57 and 58: no other browser test books them.
    await createRideBooking(baseUrl, { serviceDate: daysFromToday(57), serviceTime: '09:00', fullName, email, phone });

    const { page, context, problems } = await openPage(session.browser, baseUrl, { width: 375, height: 740 });
    await logInAsOwner(page);
    await page.getByRole('button', { name: 'New phone booking' }).click();
    const dialog = page.getByRole('dialog', { name: 'New phone booking' });
    await dialog.getByLabel('Pickup address').fill(PICKUP);
    await dialog.getByLabel('Destination address').fill(DESTINATION);
    const day = daysFromToday(58);
    await dialog.getByLabel('Date', { exact: true }).fill(day);
    await dialog.getByLabel('Time', { exact: true }).fill('10:00');

    // The price, from the server's quote, before anything is created.
    await dialog.getByRole('button', { name: 'Get price' }).click();
    const price = await serverPrice(baseUrl, {
      serviceType: 'ride',
      pickupLocation: PICKUP,
      destinationLocation: DESTINATION,
      serviceDate: day,
      serviceTime: '10:00',
      serviceDetails: { passengers: '1', luggage: 'none', needsRoofRack: 'no', instructions: '' },
    });
    await expect.poll(() => dialog.getByTestId('phone-booking-price').textContent(), { timeout: 10_000 }).toContain(`Price: ${price}`);
    // A changed trip takes the price away until asked again.
    await dialog.getByLabel('Time', { exact: true }).fill('10:15');
    await expect.poll(() => dialog.getByTestId('phone-booking-price').count()).toBe(0);
    await dialog.getByLabel('Time', { exact: true }).fill('10:00');

    // The caller has booked before: found by the last digits of the number, the contact filled in.
    await dialog.getByLabel('Returning customer (optional)').fill(`555${fourDigits}`);
    const option = page.getByTestId('customer-option').filter({ hasText: fullName });
    await expect.poll(() => option.isVisible(), { timeout: 10_000 }).toBe(true);
    await option.click();
    await expect.poll(() => dialog.getByLabel('Customer name').inputValue(), { timeout: 10_000 }).toBe(fullName);
    expect(await dialog.getByLabel('Customer email (optional)').inputValue()).toBe(email);
    expect(await dialog.getByLabel('Customer phone').inputValue()).toBe(phone);

    // This time the caller gives no e-mail: the phone number is enough.
    await dialog.getByLabel('Customer email (optional)').fill('');
    await dialog.getByLabel(/The customer accepted the terms/).check();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await dialog.getByRole('button', { name: 'Create Booking' }).click();
    await expect.poll(() => page.getByText(/^Booking 254-[A-Z2-9]{7} created$/).isVisible(), { timeout: 10_000 }).toBe(true);

    const { bookings } = await getAsOwner<{ bookings: AdminBooking[] }>(baseUrl, `/api/bookings?search=${lastName}`);
    const booked = bookings.find((booking) => booking.booking_date === day);
    expect(booked).toMatchObject({ email: '', phone, status: 'confirmed', booking_time: '10:00' });
    expect(`$${booked!.total_price.toFixed(2)}`).toBe(price);
    expect(problems).toEqual([]);
    await context.close();
  });
});
