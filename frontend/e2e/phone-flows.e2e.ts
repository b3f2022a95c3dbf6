import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { postJson } from './support/api';
import { seriousViolations } from './support/axe';
import { fillContact, OGDEN, purchaseToCheckout, WEBER } from './support/booking-actions';
import { openPage, useBrowser } from './support/browser';
import { daysFromToday, fillAddress, pickDate, pickOption, pickTime } from './support/wizard-actions';

// Issue 15: every customer flow on a phone. On each step: nothing wider than the screen, one <main>, no label
// saying '(optional)' twice, and (after every step change) focus on the new step's heading. Plus the keyboard
// in the date picker and the address suggestions, axe with those open, and times in the business's zone.
// Days 23-30 from today are this file's own.

const PHONE = { width: 375, height: 667 };
const SMALL_PHONE = { width: 320, height: 640 };

describe('customer flows on a phone', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');

  /** A phone-sized page; CSP bypassed so axe can be injected; any browser zone (the business's by default). */
  async function phonePage(viewport = PHONE, timezoneId = 'America/Denver'): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
    return openPage(session.browser, baseUrl, viewport, { bypassCSP: true, timezoneId });
  }

  /** What is wrong with the page as a phone shows it; empty when all is well. */
  async function phoneProblems(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const width = window.innerWidth;
      const found: string[] = [];
      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth > width) found.push(`the page scrolls sideways: ${scrollWidth} px wide for ${width}`);
      for (const element of document.querySelectorAll('body *')) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        // Half a pixel for sub-pixel layout.
        if (box.right > width + 0.5)
          found.push(`${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)} ends at ${box.right.toFixed(1)} px`);
      }
      const mains = document.querySelectorAll('main').length;
      if (mains !== 1) found.push(`${mains} <main> elements`);
      for (const label of document.querySelectorAll('label')) {
        if (/\(optional\)\s*\(optional\)/.test(label.textContent ?? '')) found.push(`doubled label: ${label.textContent}`);
      }
      return found;
    });
  }

  async function expectFits(page: Page, where: string): Promise<void> {
    expect(await phoneProblems(page), where).toEqual([]);
  }

  /** The focused element, when it is a heading: its text; else a description of what has focus. */
  function focusedHeading(page: Page): Promise<string> {
    return page.evaluate(() => {
      const active = document.activeElement;
      if (!active) return 'nothing';
      return /^H[1-6]$/.test(active.tagName)
        ? (active.textContent?.trim() ?? '')
        : `<${active.tagName.toLowerCase()}> ${active.textContent?.slice(0, 40) ?? ''}`;
    });
  }

  /** After a step change: focus is on the new step's heading, and the step fits the phone. */
  async function expectStep(page: Page, heading: string): Promise<void> {
    await expect.poll(() => focusedHeading(page), { timeout: 15_000 }).toBe(heading);
    // Let late pieces (free times, summaries) arrive before measuring.
    await page.waitForLoadState('networkidle');
    await expectFits(page, heading);
  }

  async function openWizardOnPhone(page: Page): Promise<void> {
    await page.goto('/');
    await expect.poll(() => page.getByTestId('service-card-ride').isVisible(), { timeout: 20_000 }).toBe(true);
    await expectFits(page, 'service step');
  }

  /** The compact progress line shows on phones; the full steps stay hidden. */
  async function expectProgress(page: Page, text: string): Promise<void> {
    await expect.poll(() => page.getByTestId('wizard-progress-compact').textContent()).toBe(text);
    expect(await page.locator('.wizard-progress-full').isVisible()).toBe(false);
  }

  async function expectAvailable(page: Page): Promise<void> {
    const state = async () =>
      `${await page.getByTestId('availability-banner').textContent()} | time: ${await page.getByTestId('time-select').textContent()} | toasts: ${(await page.locator('.ant-message-notice').allTextContents()).join(', ')}`;
    await expect.poll(state, { timeout: 10_000 }).toMatch(/^This time slot is available! \|/);
  }

  async function rideDetails(page: Page, day: string, time: string): Promise<void> {
    await fillAddress(page, 'Pickup location', OGDEN);
    await fillAddress(page, 'Destination', WEBER);
    await pickDate(page, day);
    await pickTime(page, time);
    await pickOption(page, 'Passengers', '2');
    await expectAvailable(page);
  }

  async function quoteAndBook(page: Page, quoteButton: string): Promise<void> {
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expectStep(page, 'Your quote');
    await page.getByRole('button', { name: quoteButton }).click();
  }

  /** A ride from the cards to the paid checkout, checking every step on the way. */
  async function rideToCheckout(page: Page, day: string, contactEmail: string): Promise<void> {
    await openWizardOnPhone(page);
    await expectProgress(page, 'Step 1 of 4: Service');
    await page.getByTestId('service-card-ride').click();
    await expectStep(page, 'Ride details');
    await expectProgress(page, 'Step 2 of 4: Details');

    // Errors first, then every field filled: no message is left under a filled field.
    await page.getByRole('button', { name: 'Get Quote' }).click();
    await expect.poll(() => page.getByText('Pickup location is required').isVisible()).toBe(true);
    await rideDetails(page, day, '10:00 AM');
    await expect.poll(() => page.locator('.ant-form-item-explain-error').count()).toBe(0);
    await expectFits(page, 'ride details, filled');

    await quoteAndBook(page, 'Schedule Now');
    await expectStep(page, 'Book your trip');
    await fillContact(page, { fullName: 'Phoebe Phone', email: contactEmail, phone: '(801) 555-0150' });
    await expectFits(page, 'booking form, filled');
    await purchaseToCheckout(page);
    await expect.poll(() => page.getByTestId('checkout-summary').getByText('Ride Service').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Pay Now' }).isVisible(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.getByTestId('checkout-hold').isVisible(), { timeout: 10_000 }).toBe(true);
    await expectFits(page, 'checkout');
  }

  it('ride at 375 px: every step fits, focus follows the steps, the first screen shows the cards', async () => {
    const { page, context, problems } = await phonePage();
    await openWizardOnPhone(page);
    // The progress line is thin: the first card is whole on the first screen and the second begins on it.
    const cards = page.locator('[data-testid^="service-card-"]');
    const first = (await cards.nth(0).boundingBox())!;
    const second = (await cards.nth(1).boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(PHONE.height);
    expect(second.y).toBeLessThan(PHONE.height);

    await rideToCheckout(page, daysFromToday(23), 'phoebe@example.com');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('ride at 320 px: every step fits', async () => {
    const { page, context, problems } = await phonePage(SMALL_PHONE);
    await rideToCheckout(page, daysFromToday(24), 'phoebe.small@example.com');
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('a picked address shows in full on two lines inside the field, and Back focuses the previous heading', async () => {
    const { page, context } = await phonePage();
    await openWizardOnPhone(page);
    await page.getByTestId('service-card-ride').click();
    await expectStep(page, 'Ride details');
    const pickup = page.getByLabel('Pickup location', { exact: true });
    await pickup.click();
    await page.keyboard.type('2350 Wall Ave', { delay: 20 });
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(1);
    // The highlighted suggestion is the one Enter picks.
    await page.keyboard.press('ArrowDown');
    const highlighted = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
    await expect.poll(() => highlighted.count()).toBe(1);
    const chosen = (await highlighted.textContent()) ?? '';
    expect(chosen).toMatch(/^2350 Wall Ave, /);
    await page.keyboard.press('Enter');
    await expect.poll(() => pickup.inputValue()).toBe(chosen);
    await expect.poll(() => options.count()).toBe(0);

    const field = (await page.locator('.ant-form-item', { has: pickup }).boundingBox())!;
    const box = (await pickup.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(field.x + field.width + 0.5);
    // The whole address is shown: two lines, nothing scrolled out of sight.
    const text = await pickup.evaluate((el) => ({
      lines: Math.round(el.clientHeight / parseFloat(getComputedStyle(el).lineHeight)),
      hidden: el.scrollHeight > el.clientHeight + 1,
    }));
    expect(text).toEqual({ lines: 2, hidden: false });
    await expectFits(page, 'picked address');

    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 'Rides and Deliveries');
    await context.close();
  });

  it('the date picker and the address list work from the keyboard, with no serious axe finding while open', async () => {
    const { page, context } = await phonePage();
    await openWizardOnPhone(page);
    await page.getByTestId('service-card-ride').click();
    await expectStep(page, 'Ride details');

    // Down opens the calendar on a day; the arrows move; Enter picks the day they are on.
    const date = page.getByLabel('Date', { exact: true });
    await date.focus();
    await page.keyboard.press('ArrowDown');
    const active = page.locator('.ant-picker-dropdown:visible td:has(.keyboard-active-day)');
    await expect.poll(() => active.count()).toBe(1);
    const start = (await active.getAttribute('title')) ?? '';
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => active.getAttribute('title')).not.toBe(start);
    const weekLater = (await active.getAttribute('title')) ?? '';
    expect(weekLater > start).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => active.getAttribute('title')).not.toBe(weekLater);
    const chosen = (await active.getAttribute('title')) ?? '';
    expect(chosen > weekLater).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await expectFits(page, 'date picker open');
    await page.keyboard.press('Enter');
    const shown = new Date(`${chosen}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await expect.poll(() => date.inputValue()).toBe(shown);
    await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);

    const pickup = page.getByLabel('Pickup location', { exact: true });
    await pickup.focus();
    await page.keyboard.type('3848 Harrison', { delay: 20 });
    await expect.poll(() => page.locator('.ant-select-dropdown:visible .ant-select-item-option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
    await expectFits(page, 'suggestions open');
    await context.close();
  });

  it('every field of the ride form shows a visible focus ring when reached with Tab', async () => {
    const { page, context } = await phonePage();
    await openWizardOnPhone(page);
    await page.getByTestId('service-card-ride').click();
    await expectStep(page, 'Ride details');
    /** The focused field's label and ring ('solid wide': at least 2 px), or null when focus is not on a field. */
    const focusRing = () =>
      page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        if (!active || !['INPUT', 'TEXTAREA'].includes(active.tagName)) return null;
        const box = active.closest<HTMLElement>('.ant-select, .ant-picker, .ant-input-affix-wrapper') ?? active;
        const style = getComputedStyle(box);
        const label = active.id ? document.querySelector(`label[for="${active.id}"]`)?.textContent : null;
        return `${label ?? active.id}: ${style.outlineStyle} ${parseFloat(style.outlineWidth) >= 2 ? 'wide' : 'thin'}`;
      });
    const reached: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      const ring = await focusRing();
      if (!ring) continue;
      const label = ring.slice(0, ring.indexOf(':'));
      reached.push(label);
      // antd animates the ring in.
      await expect.poll(focusRing).toBe(`${label}: solid wide`);
    }
    expect(reached).toEqual(expect.arrayContaining(['Pickup location', 'Destination', 'Date', 'Time', 'Passengers', 'Luggage']));
    await context.close();
  });

  it('delivery at 375 px: details, quote and booking form fit', async () => {
    const { page, context, problems } = await phonePage();
    await openWizardOnPhone(page);
    await page.getByTestId('service-card-delivery').click();
    await expectStep(page, 'Delivery details');
    await fillAddress(page, 'Pickup location', OGDEN);
    await fillAddress(page, 'Destination', WEBER);
    await pickDate(page, daysFromToday(25));
    await pickTime(page, '10:00 AM - 12:00 PM');
    await pickOption(page, 'Package size', 'Medium (12-24 in)');
    await pickOption(page, 'Package weight', 'Heavy (20-50 lbs)');
    await expectAvailable(page);
    await expectFits(page, 'delivery details, filled');
    await quoteAndBook(page, 'Schedule Now');
    await expectStep(page, 'Book your trip');
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it('personal driver at 375 px: details, quote and booking form fit', async () => {
    const { page, context, problems } = await phonePage();
    await openWizardOnPhone(page);
    await page.getByTestId('service-card-chauffeur').click();
    await expectStep(page, 'Personal driver details');
    await fillAddress(page, 'Pickup location', OGDEN);
    await pickDate(page, daysFromToday(26));
    await pickTime(page, '11:00 AM');
    await pickOption(page, 'Hours', '3 hours ($150)');
    await page.getByLabel('Itinerary and activities', { exact: true }).fill('Two stops downtown, then home');
    await page.getByLabel(/I agree to the personal driver terms/).check();
    await expectAvailable(page);
    await expectFits(page, 'personal driver details, filled');
    await quoteAndBook(page, 'Schedule Now');
    await expectStep(page, 'Book your trip');
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it('bulk plan at 375 px: the options open under the card and into view; fixed addresses reach the booking form', async () => {
    const { page, context, problems } = await phonePage();
    await openWizardOnPhone(page);
    const card = page.getByTestId('service-card-subscription');
    await card.click();
    const panel = page.getByTestId('bulk-options-panel');
    await expect.poll(() => panel.isVisible(), { timeout: 10_000 }).toBe(true);
    // Right under the chosen card, above the next one (measured at once: the page is scrolling)...
    const gaps = await page.evaluate(() => {
      const top = (testId: string) => document.querySelector(`[data-testid="${testId}"]`)!.getBoundingClientRect();
      const [cardBox, panelBox, nextBox] = [top('service-card-subscription'), top('bulk-options-panel'), top('service-card-longHaul')];
      return { belowCard: panelBox.top - cardBox.bottom, aboveNext: nextBox.top - panelBox.bottom };
    });
    expect(gaps.belowCard).toBeGreaterThanOrEqual(0);
    expect(gaps.belowCard).toBeLessThan(40);
    expect(gaps.aboveNext).toBeGreaterThanOrEqual(0);
    // ...and scrolled into view.
    await expect
      .poll(() => panel.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight + 1 && el.getBoundingClientRect().top >= 0), {
        timeout: 5_000,
      })
      .toBe(true);
    await expectFits(page, 'bulk options');

    await pickOption(page, 'Plan Type', 'Basic: 4 rides, 5% off');
    await page.getByRole('button', { name: 'Select Addresses' }).click();
    await expectStep(page, 'Bulk ride plan details');
    await fillAddress(page, 'Pickup location', OGDEN);
    await fillAddress(page, 'Destination', WEBER);
    await expectFits(page, 'plan details, filled');
    await quoteAndBook(page, 'Book This Plan');
    await expectStep(page, 'Book your plan');
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it('bulk plan with varying addresses, long haul and handyman inquiries fit at 375 px', async () => {
    const { page, context, problems } = await phonePage();
    await openWizardOnPhone(page);
    await page.getByTestId('service-card-subscription').click();
    await page.getByTestId('bulk-options-panel').waitFor();
    await page.getByLabel('Destinations and origins will vary ride to ride').check();
    await page.getByRole('button', { name: 'Proceed to Inquiry Form' }).click();
    await expectStep(page, 'Bulk Rides Inquiry');
    await expectProgress(page, 'Step 2 of 2: Inquiry');

    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 'Rides and Deliveries');
    await page.getByTestId('service-card-longHaul').click();
    await expectStep(page, 'Long Haul Delivery Inquiry');
    await page.getByTestId('preferred-date').click();
    await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(1);
    await expectFits(page, 'long haul date picker');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 'Rides and Deliveries');
    await page.getByTestId('service-card-handyman').click();
    await expectStep(page, 'Handyman Services Inquiry');
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it("/checkout names the business's zone beside its times for a visitor in another zone", async () => {
    const created = await postJson<{ booking: { id: string } }>(baseUrl, '/api/create-booking', {
      serviceType: 'ride',
      pickupLocation: OGDEN,
      destinationLocation: WEBER,
      serviceDate: daysFromToday(27),
      serviceTime: '13:00',
      serviceDetails: { passengers: '1', luggage: 'none', needsRoofRack: 'no' },
      fullName: 'Tomo Traveller',
      email: 'tomo@example.com',
      phone: '(801) 555-0191',
      legalAgreement: true,
    });
    const path = `/checkout?bookingId=${created.booking.id}`;

    const tokyo = await phonePage(PHONE, 'Asia/Tokyo');
    await tokyo.page.goto(path);
    const hold = tokyo.page.getByTestId('checkout-hold');
    await expect.poll(() => hold.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await hold.textContent()).toMatch(/^Your time slot is held until \d{1,2}:\d{2} [AP]M Mountain Time\. /);
    expect(await tokyo.page.getByTestId('checkout-summary').textContent()).toContain('at 1:00 PM Mountain Time');
    await expectFits(tokyo.page, 'checkout in Tokyo');
    // The wizard's times are the business's too, and say so.
    await openWizardOnPhone(tokyo.page);
    await tokyo.page.getByTestId('service-card-ride').click();
    await expect.poll(() => tokyo.page.getByTestId('business-zone-note').textContent(), { timeout: 10_000 }).toBe('Times are Mountain Time, our local time. ');
    await tokyo.context.close();

    // At home the plain time: the zone is said only when the visitor's clock differs.
    const denver = await phonePage(PHONE);
    await denver.page.goto(path);
    const homeHold = denver.page.getByTestId('checkout-hold');
    await expect.poll(() => homeHold.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await homeHold.textContent()).toMatch(/^Your time slot is held until \d{1,2}:\d{2} [AP]M\. /);
    expect(await denver.page.getByTestId('checkout-summary').textContent()).not.toContain('Mountain Time');
    await denver.context.close();
  });
});
