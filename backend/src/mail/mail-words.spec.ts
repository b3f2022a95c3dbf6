import { cancellationPolicyText } from '../domain/cancellation-policy.js';
import type { MoneyState } from '../domain/money-line.js';
import { SERVICE_TYPES } from '../domain/service-types.js';
import { wordsFor } from '../i18n/server-i18n.js';
import type { RidePackState } from '../domain/ride-packs.js';
import { moneyWords, paidWithWords, policyWords, ridePackWords, serviceWords } from './mail-words.js';

const en = wordsFor('en');
const es = wordsFor('es');
const VISA = { method: 'card', brand: 'VISA', last4: '1111' } as const;

describe('moneyWords', () => {
  it.each<[MoneyState, string, string]>([
    [{ kind: 'card', paidCents: 2165, paidWith: VISA }, 'Paid by card: $21.65 (Visa ending 1111)', 'Pagado con tarjeta: $21.65 (Visa terminada en 1111)'],
    [
      { kind: 'card', paidCents: 4260, paidWith: VISA, planRide: true },
      'Paid by card: $42.60 (Visa ending 1111), the rest by a ride of a ride plan',
      'Pagado con tarjeta: $42.60 (Visa terminada en 1111); el resto, con un viaje de su plan',
    ],
    [{ kind: 'by-hand', paidCents: 2000, paidWith: { method: 'cash', brand: null, last4: null } }, 'Paid: $20.00 (Cash)', 'Pagado: $20.00 (Efectivo)'],
    [{ kind: 'by-hand', paidCents: 6260, paidWith: { method: 'check', brand: null, last4: null } }, 'Paid: $62.60 (Check)', 'Pagado: $62.60 (Cheque)'],
    [{ kind: 'code' }, 'No charge: covered by a service code', 'Sin costo: cubierto por un código de servicio'],
    [{ kind: 'plan-ride' }, 'No charge: a ride of a ride plan', 'Sin costo: un viaje de su plan de viajes'],
    [{ kind: 'no-charge' }, 'No charge', 'Sin costo'],
    [{ kind: 'due', dueCents: 2000, linkSent: false }, 'To pay: $20.00', 'Por pagar: $20.00'],
    [{ kind: 'due', dueCents: 2165, linkSent: true }, 'To pay: $21.65 (payment link sent)', 'Por pagar: $21.65 (le enviamos un enlace de pago)'],
  ])('%o', (state, english, spanish) => {
    expect([moneyWords(state, en), moneyWords(state, es)]).toEqual([english, spanish]);
  });
});

describe('paidWithWords', () => {
  it.each([
    [
      { method: 'test', brand: 'MASTERCARD', last4: '4444' },
      'Mastercard ending 4444 (test, no money moved)',
      'Mastercard terminada en 4444 (prueba, no se cobró dinero)',
    ],
    [{ method: 'card', brand: null, last4: '1111' }, 'Card ending 1111', 'Tarjeta terminada en 1111'],
    [{ method: 'card', brand: null, last4: null }, 'Card', 'Tarjeta'],
    [{ method: 'test', brand: null, last4: null }, 'Test card (no money moved)', 'Tarjeta de prueba (no se cobró dinero)'],
    [{ method: 'invoice', brand: null, last4: null }, 'Invoice', 'Factura'],
    [{ method: 'other', brand: null, last4: null }, 'Other', 'Otra forma'],
  ] as const)('%o', (paidWith, english, spanish) => {
    expect([paidWithWords(paidWith, en), paidWithWords(paidWith, es)]).toEqual([english, spanish]);
  });
});

describe('serviceWords and policyWords', () => {
  it('name each service, and a value that is none generically', () => {
    expect(['ride', 'chauffeur', 'legacy'].map((type) => serviceWords(type, es))).toEqual([
      'Servicio de transporte',
      'Chofer personal',
      'Servicio de transporte',
    ]);
    expect(serviceWords('delivery', en)).toBe('Delivery Service');
  });

  it("state each service's terms with the policy's hours and fees", () => {
    expect(policyWords('ride', en)).toBe(
      'Rides can be cancelled free of charge up to 6 hours before the scheduled time. Within 6 hours a $20 fee applies, and 50% of the price once the driver has been dispatched.',
    );
    expect(policyWords('subscription', es)).toBe(
      'Puede cancelar un viaje de su plan sin costo hasta 1 hora antes del viaje; si el chofer ya salió en camino, se cobra un cargo de $20. Los planes se pagan por adelantado y no son reembolsables.',
    );
    expect(policyWords('chauffeur', es)).toContain('hasta 24 horas antes del inicio');
    expect(policyWords('handyman', es)).toBe('Los cargos por cancelación varían; el dueño se los explicará junto con su cotización.');
    // A value that is no service type gets every policy.
    expect(policyWords('legacy', en).split('. ').length).toBeGreaterThan(4);
  });

  it('say in English what the booking pages say (domain/cancellation-policy)', () => {
    for (const type of [...SERVICE_TYPES, 'legacy']) expect(policyWords(type, en)).toBe(cancellationPolicyText(type));
  });
});

describe('ridePackWords', () => {
  const NOW = new Date('2026-11-24T12:00:00Z');
  const pack: RidePackState = { discountType: 'subscription', totalRides: 4, ridesUsed: 2, expiresAt: new Date('2027-11-24T16:00:00Z') };
  const PAST = new Date('2026-11-24T11:59:59Z');

  it.each([
    [
      'with an expiry',
      {},
      'Ride pack PLAN-XXXX: 2 of 4 rides left, valid until Nov 24, 2027',
      'Paquete de viajes PLAN-XXXX: le quedan 2 de 4 viajes, válido hasta el 24 nov 2027',
    ],
    ['without an expiry', { expiresAt: null }, 'Ride pack PLAN-XXXX: 2 of 4 rides left', 'Paquete de viajes PLAN-XXXX: le quedan 2 de 4 viajes'],
    [
      'one ride',
      { totalRides: 1, ridesUsed: 0 },
      'Ride pack PLAN-XXXX: 1 of 1 ride left, valid until Nov 24, 2027',
      'Paquete de viajes PLAN-XXXX: le quedan 1 de 1 viaje, válido hasta el 24 nov 2027',
    ],
    [
      'expired',
      { expiresAt: PAST },
      'Ride pack PLAN-XXXX: expired on Nov 24, 2026, 2 of 4 rides used',
      'Paquete de viajes PLAN-XXXX: venció el 24 nov 2026; usó 2 de 4 viajes',
    ],
  ] as const)('%s', (_name, change, english, spanish) => {
    const state = { ...pack, ...(change as Partial<RidePackState>), code: 'PLAN-XXXX' };
    expect([ridePackWords(state, NOW, 'America/Denver', en), ridePackWords(state, NOW, 'America/Denver', es)]).toEqual([english, spanish]);
  });
});
