import { expect, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { postJson } from './api';
import { ownerCookie } from './booking-actions';

// Shared steps of the owner's browser tests.

export const RIDE_PICKUP = '2350 Wall Ave, Ogden, UT 84401, USA';
export const RIDE_DESTINATION = '3848 Harrison Blvd, Ogden, UT 84408, USA';

/** A ride request as the wizard sends it (same body as backend/test/fixtures/bookings.ts rideBooking). */
export function rideBooking(overrides: Record<string, unknown>) {
  return {
    serviceType: 'ride',
    pickupLocation: RIDE_PICKUP,
    destinationLocation: RIDE_DESTINATION,
    serviceDetails: { passengers: '2', luggage: 'none', needsRoofRack: 'no', instructions: '' },
    distance: 3.2,
    totalPrice: 20,
    fullName: 'Jamie Rivera',
    email: 'jamie@example.com',
    phone: '(801) 555-0123',
    legalAgreement: true,
    subscriptionCode: '',
    serviceCode: '',
    paymentRequired: true,
    ...overrides,
  };
}

export interface CreatedBooking {
  id: string;
  reference: string;
  /** the server's price, in dollars */
  totalPrice: number;
}

export async function createRideBooking(baseUrl: string, overrides: Record<string, unknown>): Promise<CreatedBooking> {
  const { booking } = await postJson<{ booking: CreatedBooking }>(baseUrl, '/api/create-booking', rideBooking(overrides));
  return booking;
}

/** Logs in through /auth and waits for the dashboard. */
export async function logInAsOwner(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(inject('adminUsername'));
  await page.getByLabel('Password').fill(inject('adminPassword'));
  await page.getByRole('button', { name: 'Login' }).click();
  await expect.poll(() => page.getByText('Login successful').isVisible(), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => page.getByRole('heading', { name: 'Admin Dashboard' }).isVisible(), { timeout: 20_000 }).toBe(true);
}

/** Logs out with the header's 'Log out' (behind the menu toggle on a phone) and waits for the home page. */
export async function logOut(page: Page): Promise<void> {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');
}

/** GET as the owner (a separate session from the browser's). */
export async function getAsOwner<T>(baseUrl: string, path: string): Promise<T> {
  const cookie = await ownerCookie(baseUrl, inject('adminUsername'), inject('adminPassword'));
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path} -> ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Picks an option in the antd Select labelled `label` (its visible options are .ant-select-item-option). */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).click();
  const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${escaped}$`) })
    .first()
    .click();
}

/** Short random letters, so names and codes of one run never meet another's. */
export function uniqueLetters(length = 6): string {
  return Array.from({ length }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}
