import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { fillAddress, pickDate, pickOption, pickTime } from './wizard-actions';

// Steps 3-4 of the wizard and the checkout, shared by the booking and payment browser tests.

export const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';
export const WEBER = '3848 Harrison Blvd, Ogden, UT 84408, USA';

export interface Contact {
  fullName: string;
  email: string;
  phone: string;
}

/** Opens the wizard and waits for step 1; generous because the first visit also loads the vendor chunks. */
export async function openWizard(page: Page): Promise<void> {
  await page.goto('/');
  await expect.poll(() => page.getByTestId('service-card-ride').isVisible(), { timeout: 20_000 }).toBe(true);
}

/** From step 1 to the booking form of a ride from Ogden on `day` at `time` (picker label, e.g. '10:00 AM'), in town unless `destination` says. */
export async function rideToBookingForm(page: Page, day: string, time: string, destination: string = WEBER): Promise<void> {
  await page.getByTestId('service-card-ride').click();
  await fillAddress(page, 'Pickup location', OGDEN);
  await fillAddress(page, 'Destination', destination);
  await pickDate(page, day);
  await pickTime(page, time);
  await pickOption(page, 'Passengers', '2');
  await pickOption(page, 'Luggage', 'Medium (1-2 suitcases)');
  await expect.poll(() => page.getByText('This time slot is available!').isVisible(), { timeout: 10_000 }).toBe(true);
  await page.getByRole('button', { name: 'Get Quote' }).click();
  await expect.poll(() => page.getByTestId('quote-heading').isVisible(), { timeout: 10_000 }).toBe(true);
  await page.getByRole('button', { name: 'Schedule Now' }).click();
  await expect.poll(() => page.getByLabel('Full name').isVisible(), { timeout: 10_000 }).toBe(true);
}

export async function fillContact(page: Page, contact: Contact): Promise<void> {
  await page.getByLabel('Full name').fill(contact.fullName);
  await page.getByLabel('Email').fill(contact.email);
  await page.getByLabel('Phone').fill(contact.phone);
  await page.getByTestId('legal-agreement').click();
}

/** Presses Purchase Now (once the slot recheck is done) and waits for the checkout; returns the booking id. */
export async function purchaseToCheckout(page: Page): Promise<string> {
  const purchase = page.getByRole('button', { name: 'Purchase Now' });
  await expect.poll(() => purchase.isEnabled(), { timeout: 10_000 }).toBe(true);
  await purchase.click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/checkout');
  const bookingId = new URL(page.url()).searchParams.get('bookingId') ?? '';
  expect(bookingId).toMatch(/^bk_[A-Za-z0-9_-]{24}$/);
  return bookingId;
}

/** Pays on /checkout with one of the simulated cards of test mode. */
export async function payWithTestCard(page: Page, card: 'approved' | 'declined'): Promise<void> {
  await expect.poll(() => page.getByText('Test mode — no real card is charged').isVisible(), { timeout: 20_000 }).toBe(true);
  await page.getByTestId(card === 'approved' ? 'test-card-test-card-ok' : 'test-card-test-card-declined').click();
  const payNow = page.getByRole('button', { name: 'Pay Now' });
  await expect.poll(() => payNow.isEnabled(), { timeout: 10_000 }).toBe(true);
  await payNow.click();
}

/** The owner's session cookie, for arranging data through the admin API. */
export async function ownerCookie(baseUrl: string, username: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`login -> ${response.status}: ${await response.text()}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (cookies.length === 0) throw new Error('login set no cookie');
  return cookies.join('; ');
}

export async function postAsOwner<T>(baseUrl: string, cookie: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${path} -> ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}
