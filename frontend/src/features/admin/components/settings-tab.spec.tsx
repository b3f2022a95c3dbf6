import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OwnerSettingsResponse } from '@contracts/settings.contract.js';
import { DEFAULT_BOOKING_POLICY } from '@domain/booking-policy.js';
import { anOwnerSettings, apiError, aSettingsChange, stubApi, type ApiCall } from '@/features/admin/components/admin-test-fixtures';
import { SettingsTab } from '@/features/admin/components/settings-tab';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

const HOURLY = 'Personal driver, price per hour ($)';
const LEAD = 'Minimum lead time (minutes)';
const HOME_BASE = 'Home base (where the driver starts each day)';

/** The settings routes answered as the server would; `onSave` answers PUT (where it gives no answer, the body is echoed). */
function serve(changes = [aSettingsChange()], onSave?: (call: ApiCall) => Response | undefined): ApiCall[] {
  return stubApi((call) => {
    if (call.path === '/api/business') return jsonResponse(businessResponse());
    if (call.path !== '/api/admin/settings') return undefined;
    if (call.method === 'GET') return jsonResponse({ settings: anOwnerSettings(), changes } satisfies OwnerSettingsResponse);
    return onSave?.(call) ?? jsonResponse({ settings: call.body, changes } as OwnerSettingsResponse);
  });
}

const input = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const fill = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
// Role queries walk the computed styles of this long form, which jsdom does slowly: buttons are found by their text.
const button = (text: string) => screen.getByText(text).closest('button')!;
/** Saves one part of the settings, as its own button does: 'prices', 'schedule', 'service area', ... */
const save = (part: string) => fireEvent.click(button(`Save ${part}`));
const puts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PUT');

describe(SettingsTab.name, { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the settings in force, money in dollars', async () => {
    serve();
    renderWithProviders(<SettingsTab />);
    expect((await screen.findByLabelText<HTMLInputElement>(HOURLY)).value).toBe('50.00');
    expect(input('Price per mile ($)').value).toBe('1.95');
    expect(input(LEAD).value).toBe('60');
    expect(input('Deliveries per window').value).toBe('3');
    expect(input('Window 1 starts').value).toBe('08:00');
    expect(input('Window 5 ends').value).toBe('18:00');
    expect(input('Ride and delivery service area radius (miles)').value).toBe('45');
    expect(input('Personal-driver service area radius (miles)').value).toBe('35');
    expect(input('Paid map calls a day (Google Maps; then prices are estimates)').value).toBe('2000');
    expect(input('Premium plan: name customers see').value).toBe('Premium');
    expect(input(HOME_BASE).value).toBe('Ogden, UT');
  });

  it('saves each part on its own, amounts in cents, with the other parts as last saved, and says so', async () => {
    const calls = serve();
    renderWithProviders(<SettingsTab />);
    await screen.findByLabelText(HOURLY);
    fill(HOURLY, '65.00');
    fill(LEAD, '120');
    save('prices');

    // The prices go alone: the lead time typed in the schedule is not sent until its own Save.
    expect(await screen.findByText('Prices saved')).toBeTruthy();
    const pricesSaved = anOwnerSettings();
    pricesSaved.prices.chauffeur.centsPerHour = 6500;
    expect(puts(calls).map((call) => call.body)).toEqual([pricesSaved]);

    save('schedule');
    expect(await screen.findByText('Schedule saved')).toBeTruthy();
    const bothSaved = structuredClone(pricesSaved);
    bothSaved.schedule.minLeadMinutes = 120;
    expect(puts(calls).map((call) => call.body)).toEqual([pricesSaved, bothSaved]);
  });

  it('sends a new home base as the address typed, and says when the server cannot find it', async () => {
    const notFound = 'We could not find the home base address "Logn". Please enter a street address or a town in Utah.';
    const calls = serve([], (call) =>
      (call.body as ReturnType<typeof anOwnerSettings>).serviceArea.homeBase === 'Logn' ? apiError(400, notFound) : undefined,
    );
    renderWithProviders(<SettingsTab />);
    await screen.findByLabelText(HOURLY);
    fill(HOME_BASE, 'Logn');
    save('service area');
    expect((await screen.findByRole('alert')).textContent).toContain(notFound);

    fill(HOME_BASE, 'Logan, UT');
    save('service area');
    expect(await screen.findByText('Service area saved')).toBeTruthy();
    expect(puts(calls).map((call) => (call.body as ReturnType<typeof anOwnerSettings>).serviceArea)).toEqual([
      { serviceRadiusMiles: 45, chauffeurRadiusMiles: 35, homeBase: 'Logn', paidMapCallsPerDay: 2000 },
      { serviceRadiusMiles: 45, chauffeurRadiusMiles: 35, homeBase: 'Logan, UT', paidMapCallsPerDay: 2000 },
    ]);
  });

  it('asks for a home base before sending', async () => {
    const calls = serve();
    renderWithProviders(<SettingsTab />);
    await screen.findByLabelText(HOURLY);
    fill(HOME_BASE, '  ');
    save('service area');
    expect(await screen.findByText('Please enter the home base address')).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('adds and removes delivery windows', async () => {
    const calls = serve();
    renderWithProviders(<SettingsTab />);
    await screen.findByLabelText(HOURLY);
    fireEvent.click(screen.getByLabelText('Remove delivery window 1'));
    fireEvent.click(button('Add a delivery window'));
    expect(document.activeElement).toBe(input('Window 5 starts'));
    fill('Window 5 starts', '18:00');
    fill('Window 5 ends', '19:30');
    save('schedule');

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0].body as ReturnType<typeof anOwnerSettings>).schedule.deliveryWindows).toEqual([
      { start: '10:00', end: '12:00' },
      { start: '12:00', end: '14:00' },
      { start: '14:00', end: '16:00' },
      { start: '16:00', end: '18:00' },
      { start: '18:00', end: '19:30' },
    ]);
  });

  it('closes a day, changes the hours of another, and opens a closed day again with the usual hours', async () => {
    const calls = serve();
    renderWithProviders(<SettingsTab />);
    await screen.findByLabelText(HOURLY);
    expect(input('Saturday opens').value).toBe('07:30');
    fireEvent.click(screen.getByLabelText('Open on Sunday'));
    expect(input('Sunday opens').disabled).toBe(true);
    fill('Saturday opens', '09:00');
    fill('Saturday closes', '13:00');
    save('schedule');

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    const usual = { start: '07:30', end: '18:00' };
    expect((puts(calls)[0].body as ReturnType<typeof anOwnerSettings>).schedule.weeklyHours).toEqual([
      null,
      usual,
      usual,
      usual,
      usual,
      usual,
      { start: '09:00', end: '13:00' },
    ]);
    fireEvent.click(screen.getByLabelText('Open on Sunday'));
    expect([input('Sunday opens').value, input('Sunday closes').value]).toEqual(['07:30', '18:00']);
  });

  it('shows the notifications and sends a turned-off text, new quiet hours, reminder leads and thank-you mails a day', async () => {
    const calls = serve();
    renderWithProviders(<SettingsTab />);
    const paid = await screen.findByLabelText<HTMLInputElement>('Text me a paid booking');
    expect(paid.checked).toBe(true);
    expect(input('Quiet hours start').value).toBe('21:00');
    expect(input('Quiet hours end').value).toBe('07:00');
    expect(input("Customer's reminder mail (hours before)").value).toBe('24');
    expect(input("Customer's reminder text (hours before)").value).toBe('2');
    expect(input('Inquiry thank-you mails per day, all senders together').value).toBe('50');

    fireEvent.click(paid);
    fireEvent.click(input('Text me an inquiry'));
    fill('Quiet hours start', '22:30');
    fill("Customer's reminder text (hours before)", '3');
    fill('Inquiry thank-you mails per day, all senders together', '10');
    save('notifications');

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0].body as ReturnType<typeof anOwnerSettings>).notifications).toEqual({
      ownerTexts: { new: true, paid: false, cancelled: true, moved: true, inquiry: false },
      quietHours: { start: '22:30', end: '07:00' },
      reminderMailHours: 24,
      reminderTextHours: 3,
      inquiryAcknowledgementsPerDay: 10,
    });
  });

  it('shows whether paid bookings confirm themselves and the free minutes after booking, and sends both changed', async () => {
    const calls = serve();
    renderWithProviders(<SettingsTab />);
    const confirm = await screen.findByRole('switch', { name: 'Confirm paid bookings automatically' });
    expect(confirm.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(confirm);
    const grace = screen.getByLabelText<HTMLInputElement>('Free cancelling after booking (minutes)');
    expect(grace.value).toBe('10');
    fireEvent.change(grace, { target: { value: '5' } });
    save('booking rules');
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0].body as ReturnType<typeof anOwnerSettings>).bookings).toEqual({
      ...DEFAULT_BOOKING_POLICY,
      confirmPaidAutomatically: false,
      freeCancelGraceMinutes: 5,
    });
  });

  it("reads a recorded notification change in the owner's words", async () => {
    serve([aSettingsChange({ path: 'notifications.ownerTexts.paid', oldValue: true, newValue: false })]);
    renderWithProviders(<SettingsTab />);
    const log = await screen.findByTestId('settings-changes');
    expect(within(log).getByRole('listitem').textContent).toContain('Text me a paid booking: on → off');
  });

  it("shows the server's refusal above the button and keeps the owner's edits", async () => {
    serve([], () =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: ['The minimum lead time must be between 0 and 10080 minutes', 'The ride speed must be between 5 and 90 mph'],
        },
        400,
      ),
    );
    renderWithProviders(<SettingsTab />);
    await screen.findByLabelText(HOURLY);
    fill(LEAD, '99999');
    save('schedule');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The minimum lead time must be between 0 and 10080 minutes');
    expect(alert.textContent).toContain('The ride speed must be between 5 and 90 mph');
    expect(input(LEAD).value).toBe('99999');
    expect(screen.queryByText('Schedule saved')).toBeNull();
    // Above the schedule's own button, not another part's.
    expect(alert.closest('form')?.getAttribute('id')).toBe('owner-settings-schedule');
  });

  it('shows a single refusal message as it came', async () => {
    serve([], () => apiError(400, 'Delivery windows must not overlap'));
    renderWithProviders(<SettingsTab />);
    await screen.findByLabelText(HOURLY);
    save('schedule');
    expect((await screen.findByRole('alert')).textContent).toContain('Delivery windows must not overlap');
  });

  it('lists the recorded changes: which value, old → new, who and when on the business clock', async () => {
    serve([aSettingsChange(), aSettingsChange({ path: 'schedule.minLeadMinutes', oldValue: 60, newValue: 120, actor: 'admin' })]);
    renderWithProviders(<SettingsTab />);
    const log = await screen.findByTestId('settings-changes');
    const [hourly, lead] = within(log).getAllByRole('listitem');
    expect(hourly.textContent).toContain('Personal driver, price per hour ($): $50.00 → $65.00');
    expect(hourly.textContent).not.toContain('prices.chauffeur.centsPerHour');
    expect(hourly.textContent).toContain('by owner@example.com');
    // 16:30 UTC is 10:30 in Denver (MDT) on May 1.
    expect(hourly.textContent).toContain('May 1, 2030, 10:30 AM');
    expect(lead.textContent).toContain('Minimum lead time (minutes): 60 → 120');
    expect(lead.textContent).toContain('by admin');
  });

  it('says when the settings cannot be loaded', async () => {
    stubApi((call) => (call.path === '/api/admin/settings' ? apiError(503, 'Settings are unavailable') : undefined));
    renderWithProviders(<SettingsTab />);
    expect(await screen.findByText('Settings are unavailable')).toBeTruthy();
    expect(screen.queryByText('Save prices')).toBeNull();
  });
});
