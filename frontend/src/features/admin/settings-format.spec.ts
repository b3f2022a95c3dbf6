import { describe, expect, it } from 'vitest';
import { formatBusinessInstant, formatSettingValue, isMoneySetting, settingLabel } from '@/features/admin/settings-format';

describe('settingLabel', () => {
  it.each([
    ['prices.chauffeur.centsPerHour', 'Personal driver, price per hour ($)'],
    ['prices.delivery.packageWeightSurchargeCents.extra-heavy', 'Weight surcharge, extra heavy package ($)'],
    ['prices.delivery.packageSizeSurchargeCents.medium', 'Size surcharge, medium package ($)'],
    ['prices.ride.luggageSurchargeCents.none', 'Luggage surcharge, no luggage ($)'],
    ['prices.subscription.premium.discountPercent', 'Premium plan: discount per ride (%)'],
    ['schedule.minLeadMinutes', 'Minimum lead time (minutes)'],
    ['serviceArea.chauffeurRadiusMiles', 'Personal-driver service area radius (miles)'],
    ['serviceArea.homeBase', 'Home base (where the driver starts each day)'],
    ['notifications.ownerTexts.paid', 'Text me a paid booking'],
    ['notifications.quietHours.start', 'Quiet hours start'],
    ['notifications.reminderTextHours', "Customer's reminder text (hours before)"],
    ['prices.mileage.minimumCents', 'Minimum price of a ride or delivery ($)'],
    ['schedule.somethingNew', 'Schedule: something new'],
    ['prices.delivery.somethingNewCents', 'Prices: delivery, something new cents'],
    ['newPart.someValue', 'New part: some value'],
  ])('%s → %s', (path, label) => {
    expect(settingLabel(path)).toBe(label);
  });

  it('knows which settings are amounts in cents', () => {
    expect(isMoneySetting('prices.subscription.basic.fixedPriceCents')).toBe(true);
    expect(isMoneySetting('prices.subscription.basic.rides')).toBe(false);
  });
});

describe('formatSettingValue', () => {
  it.each([
    ['prices.mileage.centsPerMile', 195, '$1.95'],
    ['prices.chauffeur.minHours', 2, '2'],
    ['schedule.rideSpeedMph', 37.5, '37.5'],
    ['prices.subscription.basic.label', 'Basic', 'Basic'],
    ['serviceArea.homeBase', '1400 Old Main Hill, Logan, UT 84322, USA', '1400 Old Main Hill, Logan, UT 84322, USA'],
    ['schedule.deliveryWindows.0.start', '08:00', '8:00 AM'],
    [
      'schedule.deliveryWindows',
      [
        { start: '08:00', end: '10:00' },
        { start: '16:00', end: '18:00' },
      ],
      '8:00 AM - 10:00 AM, 4:00 PM - 6:00 PM',
    ],
    ['schedule.deliveryWindows', [], 'none'],
    ['schedule.deliveryWindows.1', { start: '10:00', end: '12:00' }, '10:00 AM - 12:00 PM'],
    ['prices.mileage.centsPerMile', null, '—'],
    ['notifications.ownerTexts.paid', false, 'off'],
    ['notifications.ownerTexts.paid', true, 'on'],
    ['notifications.quietHours.start', '21:00', '9:00 PM'],
    ['notifications.reminderMailHours', 24, '24'],
    ['prices.mileage', { centsPerMile: 195 }, '{"centsPerMile":195}'],
    ['pages.about', 'Family run.\n\nCall us.', 'Family run. Call us.'],
    ['pages.terms', `${'x'.repeat(70)}`, `${'x'.repeat(59)}…`],
  ])('%s: %j → %s', (path, value, text) => {
    expect(formatSettingValue(path, value)).toBe(text);
  });
});

describe('formatBusinessInstant', () => {
  it('reads the instant on the business clock, not the browser one', () => {
    expect(formatBusinessInstant('2030-01-15T02:05:00.000Z', 'America/Denver')).toBe('Jan 14, 2030, 7:05 PM');
    expect(formatBusinessInstant('2030-01-15T02:05:00.000Z', 'America/New_York')).toBe('Jan 14, 2030, 9:05 PM');
  });

  it('shows text that is no instant as it came', () => {
    expect(formatBusinessInstant('yesterday')).toBe('yesterday');
  });

  it('reads the working hours day by day, Sunday first, closed days as closed', () => {
    const week = [null, ...Array.from({ length: 5 }, () => ({ start: '07:30', end: '18:00' })), { start: '09:00', end: '13:00' }];
    expect(formatSettingValue('schedule.weeklyHours', week)).toBe(
      'Sun closed, Mon 7:30 AM - 6:00 PM, Tue 7:30 AM - 6:00 PM, Wed 7:30 AM - 6:00 PM, Thu 7:30 AM - 6:00 PM, Fri 7:30 AM - 6:00 PM, Sat 9:00 AM - 1:00 PM',
    );
    expect(settingLabel('schedule.weeklyHours')).toBe('Working hours');
  });
});
