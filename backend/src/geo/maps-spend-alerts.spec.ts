import { mapsSpendCapAlert } from './maps-spend-alerts.js';

const OWNER = {
  contact: { businessName: 'Ogden Rides', ownerEmail: 'owner@example.com', ownerPhone: '(801) 555-0100', timeZone: 'America/Denver' },
  adminUrl: 'https://rides.example.com/admin/dashboard',
};

describe('mapsSpendCapAlert', () => {
  it('mails the owner the day and the cap, keyed to the business day', () => {
    const mail = mapsSpendCapAlert({ provider: 'google', businessDay: '2026-06-03', cap: 2000 }, OWNER);
    expect(mail).toMatchObject({
      kind: 'maps-spend-cap-mail',
      to: 'owner@example.com',
      subject: "Google Maps: today's 2,000 paid calls are used up, prices are estimates",
      dedupeKey: 'maps-spend-cap-mail:2026-06-03',
    });
    expect(mail.text).toContain('The site made the 2,000 paid Google Maps calls your settings allow a day.');
    expect(mail.text).toContain('raise "Paid map calls a day"');
    expect(mail.text).toMatch(/Day: +Wednesday, June 3, 2026/);
    expect(mail.mjml).toContain('https://rides.example.com/admin/dashboard');
  });
});
