import type { MailContact } from '../mail/mail-templates.js';
import {
  adminDashboardUrl,
  jobNotes,
  mapLink,
  morningSheetMail,
  morningSheetText,
  ownerBookingText,
  reminderMail,
  reminderText,
  type ReminderFacts,
  type SheetJob,
} from './notification-templates.js';

const CONTACT: MailContact = {
  businessName: 'Ogden Rides & Deliveries',
  ownerEmail: 'owner@ogden-rides.test',
  ownerPhone: '(801) 555-0100',
  timeZone: 'America/Denver',
};
const OGDEN = '2350 Wall Ave, Ogden, UT 84401, USA';
const HARRISON = '3848 Harrison Blvd, Ogden, UT 84408, USA';
const MANAGE = 'https://rides.example.test/manage/abcdefghijklmnopqrstuvwxyz012345';

const reminder = (overrides: Partial<ReminderFacts> = {}): ReminderFacts => ({
  reference: 'K7Q2XM',
  serviceType: 'ride',
  customerName: 'Jamie Rivera',
  serviceDate: '2026-03-08',
  serviceTime: '09:00',
  pickupLocation: OGDEN,
  destinationLocation: HARRISON,
  manageUrl: MANAGE,
  today: '2026-03-07',
  tomorrow: '2026-03-08',
  language: 'en',
  ...overrides,
});

const job = (overrides: Partial<SheetJob> = {}): SheetJob => ({
  reference: 'K7Q2XM',
  serviceType: 'ride',
  status: 'confirmed',
  serviceTime: '09:00',
  customerName: 'Jamie Rivera',
  customerPhone: '(801) 555-0123',
  pickupLocation: OGDEN,
  destinationLocation: HARRISON,
  serviceDetails: { passengers: 2, luggage: 'small', needsRoofRack: 'no', instructions: 'Gate code 1234' },
  notes: '',
  ...overrides,
});

describe('links', () => {
  it('opens the booking in the admin, as the owner calendar feed does', () => {
    expect(adminDashboardUrl('https://rides.example.test/', 'bk_1')).toBe('https://rides.example.test/admin/dashboard?booking=bk_1');
    expect(adminDashboardUrl('https://rides.example.test')).toBe('https://rides.example.test/admin/dashboard');
  });

  it('gives directions from the pickup to the destination, or the place of a job that ends where it starts', () => {
    expect(mapLink(OGDEN, HARRISON)).toBe(
      'https://www.google.com/maps/dir/?api=1&origin=2350%20Wall%20Ave%2C%20Ogden%2C%20UT%2084401%2C%20USA&destination=3848%20Harrison%20Blvd%2C%20Ogden%2C%20UT%2084408%2C%20USA',
    );
    expect(mapLink(OGDEN, OGDEN)).toBe('https://www.google.com/maps/search/?api=1&query=2350%20Wall%20Ave%2C%20Ogden%2C%20UT%2084401%2C%20USA');
  });
});

describe('ownerBookingText', () => {
  it('keeps a line break in an address out of the text', () => {
    const facts = {
      id: 'bk_1',
      reference: 'K7Q2XM',
      serviceType: 'delivery',
      serviceDate: null,
      serviceTime: null,
      pickupLocation: '1 Main St\nOgden',
      totalCents: 0,
    };
    expect(ownerBookingText('new', facts, 'https://x.test/admin/dashboard?booking=bk_1')).toBe(
      'New booking 254-K7Q2XM: Delivery no date (plan), from 1 Main St Ogden. https://x.test/admin/dashboard?booking=bk_1',
    );
  });
});

describe('reminders', () => {
  it('mails the time, the pickup and the manage link, saying "tomorrow"', () => {
    const mail = reminderMail(reminder(), CONTACT);
    expect(mail.subject).toBe('Reminder: your Ride Service tomorrow, Sunday, March 8, 2026 at 9:00 AM');
    expect(mail.text).toContain('This is a reminder of your ride service with Ogden Rides & Deliveries tomorrow, Sunday, March 8, 2026 at 9:00 AM.');
    expect(mail.text).toContain(`Pickup:    ${OGDEN}`);
    expect(mail.text).toContain(`To see, move or cancel your booking:\n${MANAGE}`);
    expect(mail.mjml).toContain(`<a href="${MANAGE}">`);
    expect(mail.mjml).toContain('Ogden Rides &amp; Deliveries');
  });

  it('names the date when the booking is neither today nor tomorrow', () => {
    expect(reminderMail(reminder({ today: '2026-03-01', tomorrow: '2026-03-02' }), CONTACT).subject).toBe(
      'Reminder: your Ride Service Sunday, March 8, 2026 at 9:00 AM',
    );
    expect(reminderText(reminder({ today: '2026-03-01', tomorrow: '2026-03-02' }), 'Ogden Rides')).toContain('your ride is on Sun, Mar 8 at 9:00 AM');
  });

  it('texts a short line with the time, the pickup, the link and how to stop', () => {
    expect(reminderText(reminder({ today: '2026-03-08', tomorrow: '2026-03-09' }), CONTACT.businessName)).toBe(
      `Ogden Rides & Deliveries: your ride is today at 9:00 AM, pickup 2350 Wall Ave, Ogden. Manage it: ${MANAGE} Reply STOP to opt out.`,
    );
  });

  it('reminds a Spanish-speaking customer in Spanish, by mail and by text (PARAR stops texts)', () => {
    const mail = reminderMail(reminder({ language: 'es' }), CONTACT);
    expect(mail.subject).toBe('Recordatorio: su Servicio de transporte mañana, domingo, 8 de marzo de 2026, 9:00 a.m.');
    expect(mail.text).toContain(
      'Hola, Jamie Rivera:\nLe recordamos su servicio de transporte con Ogden Rides & Deliveries mañana: domingo, 8 de marzo de 2026, 9:00 a.m.',
    );
    expect(mail.text).toContain(`Recoger en: ${OGDEN}`);
    expect(mail.text).toContain(`Para ver, cambiar o cancelar su reservación:\n${MANAGE}`);
    expect(mail.text).toContain('¿Tiene preguntas? Llámenos al (801) 555-0100');
    expect(reminderMail(reminder({ language: 'es', today: '2026-03-01', tomorrow: '2026-03-02' }), CONTACT).subject).toBe(
      'Recordatorio: su Servicio de transporte, domingo, 8 de marzo de 2026, 9:00 a.m.',
    );
    expect(reminderText(reminder({ language: 'es', serviceType: 'delivery', today: '2026-03-08', tomorrow: '2026-03-09' }), CONTACT.businessName)).toBe(
      `Recordatorio de Ogden Rides & Deliveries: entrega hoy, 9:00 a.m.; recogida en 2350 Wall Ave, Ogden. Vea, cambie o cancele aquí: ${MANAGE} Responda PARAR para no recibir más mensajes.`,
    );
    expect(reminderText(reminder({ language: 'es', today: '2026-03-01', tomorrow: '2026-03-02' }), 'Ogden Rides')).toContain(
      'viaje el dom, 8 de mar, 9:00 a.m.;',
    );
  });
});

describe('morning sheet', () => {
  const jobs = [
    job(),
    job({
      reference: 'D3LV3R',
      serviceType: 'delivery',
      status: 'pending',
      serviceTime: '11:00',
      customerName: 'Sam <b>Lee</b>',
      customerPhone: '801-555-0177',
      serviceDetails: { packageSize: 'large', packageWeight: 'heavy', perishable: 'yes', needsCooler: 'yes', instructions: 'Leave at the door' },
      notes: 'Back entrance',
    }),
  ];

  it('lists the jobs in the order given, with phone, addresses, notes and map links', () => {
    const mail = morningSheetMail('2026-03-08', jobs, CONTACT);
    expect(mail.subject).toBe("Today's jobs, Sunday, March 8, 2026: 2 jobs");
    expect(mail.text).toContain(
      [
        '1. 9:00 AM: Ride Service 254-K7Q2XM',
        '   Jamie Rivera, (801) 555-0123',
        `   From: ${OGDEN}`,
        `   To: ${HARRISON}`,
        '   Passengers: 2, luggage: small',
        '   Instructions: Gate code 1234',
        `   Map: ${mapLink(OGDEN, HARRISON)}`,
      ].join('\n'),
    );
    expect(mail.text).toContain('2. 11:00 AM: Delivery Service 254-D3LV3R (not confirmed yet)');
    expect(mail.text.indexOf('1. 9:00 AM')).toBeLessThan(mail.text.indexOf('2. 11:00 AM'));
    expect(mail.text).toContain('   Package: large, heavy, perishable, needs a cooler\n   Instructions: Leave at the door\n   Notes: Back entrance');
    expect(mail.mjml).toContain('<a href="tel:8015550177">801-555-0177</a>');
    expect(mail.mjml).toContain('Sam &lt;b&gt;Lee&lt;/b&gt;');
    expect(mail.mjml).not.toContain('<b>Lee</b>');
  });

  it('texts the count and the first job', () => {
    expect(morningSheetText(jobs)).toBe('Good morning: 2 jobs today, the first at 9:00 AM (Ride, 2350 Wall Ave, Ogden). The list is in your mail.');
    expect(morningSheetText([job()])).toContain('1 job today');
  });

  it('describes a personal driver and a roof rack', () => {
    expect(
      jobNotes({
        serviceType: 'chauffeur',
        serviceDetails: { passengers: 3, hours: 4, needsRoofRack: 'yes-bike', bikeCount: 2, itinerary: 'Errands downtown' },
        notes: '',
      }),
    ).toEqual(['Personal driver: 4 hours, 3 passengers, bike rack (2 bikes)', 'Itinerary: Errands downtown']);
  });
});
