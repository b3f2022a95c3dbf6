import type { TermsSentence } from '@contracts/wire.js';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, showLanguage } from '@/lib/i18n';
import { termsText } from '@/lib/cancellation-terms-text';

const DENVER = 'America/Denver';
const flat = (amount: number) => ({ amount, percent: null });
const half = (amount: number) => ({ amount, percent: 50 });
const SIX_HOURS = { windowMinutes: 360, windowBefore: 'start' } as const;

// The server's sentences (domain/cancellation-policy.ts) as the booking form and the manage page word them. Instants
// are the business's wall clock, also across Denver's DST changes; a visitor on Denver's clock reads no zone name.
describe('termsText', () => {
  afterAll(() => showLanguage('en'));

  it.each<[string, TermsSentence[], string, string]>([
    [
      'free until the cut-off, refunded in full',
      [
        { say: 'freeUntil', until: '2026-06-03T10:00:00.000Z' },
        { say: 'refundedInFull', paid: 40 },
      ],
      'Cancelling now is free until 4:00 AM on Wed, Jun 3. Your payment of $40.00 would be refunded in full.',
      'Puede cancelar sin costo hasta el miércoles, 3 de junio, 4:00 a.m. Se le reembolsaría completo su pago de $40.00.',
    ],
    [
      'a flat fee, part refunded',
      [
        { say: 'costsFee', fee: flat(20), ...SIX_HOURS },
        { say: 'refundedInPart', refund: 20, paid: 40 },
      ],
      'Cancelling now costs a $20.00 fee: it is less than 6 hours before the start. $20.00 of your $40.00 payment would be refunded.',
      'Cancelar ahora cuesta un cargo de $20.00: faltan menos de 6 horas para el inicio. Se le reembolsarían $20.00 de su pago de $40.00.',
    ],
    [
      'the driver on the way',
      [{ say: 'driverOnTheWay', fee: half(20) }],
      'The driver is on the way: cancelling now costs 50% of the price, $20.00.',
      'El conductor ya va en camino: cancelar ahora cuesta el 50% del precio, $20.00.',
    ],
    [
      'a fee that takes the whole payment',
      [
        { say: 'costsFee', fee: flat(15), ...SIX_HOURS },
        { say: 'notRefunded', paid: 15 },
      ],
      'Cancelling now costs a $15.00 fee: it is less than 6 hours before the start. Your payment of $15.00 would not be refunded.',
      'Cancelar ahora cuesta un cargo de $15.00: faltan menos de 6 horas para el inicio. Su pago de $15.00 no se le reembolsaría.',
    ],
    [
      'a personal driver within 24 hours',
      [{ say: 'costsFee', fee: half(100), windowMinutes: 1440, windowBefore: 'start' }],
      'Cancelling now costs 50% of the price, $100.00: it is less than 24 hours before the start.',
      'Cancelar ahora cuesta el 50% del precio, $100.00: faltan menos de 24 horas para el inicio.',
    ],
    [
      "a plan's ride, late: nothing to pay, the ride is spent",
      [{ say: 'costsNothingPlanRideKept', windowMinutes: 60, windowBefore: 'ride' }],
      'Cancelling now costs nothing, but the ride does not go back to your plan: it is less than 1 hour before the ride.',
      'Cancelar ahora no cuesta nada, pero el viaje no vuelve a su plan: faltan menos de 1 hora para el viaje.',
    ],
    [
      'within the grace period, then a fee',
      [{ say: 'freeUntilJustAfterBooking', until: '2026-06-01T14:07:00.000Z' }, { say: 'planRideBack' }, { say: 'afterThatCosts', fee: flat(20) }],
      'Cancelling now is free until 8:07 AM on Mon, Jun 1, just after booking. The ride goes back to your plan. After that it costs a $20.00 fee.',
      'Puede cancelar sin costo hasta el lunes, 1 de junio, 8:07 a.m., porque acaba de reservar. El viaje vuelve a su plan. Después, cancelar cuesta un cargo de $20.00.',
    ],
    [
      'a plan purchase',
      [{ say: 'planPurchaseNotCancellable' }],
      'Plans are paid upfront and non-refundable, so a plan purchase cannot be cancelled online.',
      'Los planes se pagan por adelantado y no son reembolsables, así que la compra de un plan no se puede cancelar en línea.',
    ],
    [
      'movable until the cut-off',
      [{ say: 'movableUntil', until: '2026-06-03T10:00:00.000Z' }],
      'You can move this booking to another free time until 4:00 AM on Wed, Jun 3.',
      'Puede cambiar esta reservación a otro horario libre hasta el miércoles, 3 de junio, 4:00 a.m.',
    ],
    [
      'past the cut-off for moving',
      [{ say: 'movableOnlyBefore', windowMinutes: 1440, windowBefore: 'start' }],
      'Bookings can be moved online up to 24 hours before the start. Please call us to change it.',
      'Las reservaciones se pueden cambiar en línea hasta 24 horas antes del inicio. Por favor, llámenos para cambiarla.',
    ],
    [
      'before booking, with a grace period',
      [{ say: 'ifBookedFreeAfterBooking', minutes: 10, fee: flat(20), ...SIX_HOURS }],
      'If you book now, cancelling is free for 10 minutes after booking. After that it costs a $20.00 fee: it is less than 6 hours before the start.',
      'Si reserva ahora, puede cancelar sin costo durante 10 minutos después de reservar. Después, cancelar cuesta un cargo de $20.00: faltan menos de 6 horas para el inicio.',
    ],
    [
      'before booking, dispatched at once',
      [{ say: 'ifBookedCostsNoGrace', fee: half(15), windowMinutes: 30, windowBefore: 'start' }],
      'If you book now, cancelling costs 50% of the price, $15.00: it is less than 30 minutes before the start, and a job that starts within the hour has no free minutes after booking.',
      'Si reserva ahora, cancelar cuesta el 50% del precio, $15.00: faltan menos de 30 minutos para el inicio, y un servicio que empieza dentro de la próxima hora no tiene minutos gratis después de reservar.',
    ],
    // 6 elapsed hours before Sun 2026-03-08 08:00 MDT is 01:00 MST: the clocks sprang forward in between.
    [
      'across spring-forward',
      [{ say: 'freeUntil', until: '2026-03-08T08:00:00.000Z' }],
      'Cancelling now is free until 1:00 AM on Sun, Mar 8.',
      'Puede cancelar sin costo hasta el domingo, 8 de marzo, 1:00 a.m.',
    ],
    // 24 elapsed hours before Sun 2026-11-01 10:00 MST is Sat 11:00 MDT: the clocks fell back in between.
    [
      'across fall-back',
      [{ say: 'ifBookedFreeUntil', until: '2026-10-31T17:00:00.000Z' }],
      'If you book now, cancelling is free until 11:00 AM on Sat, Oct 31.',
      'Si reserva ahora, puede cancelar sin costo hasta el sábado, 31 de octubre, 11:00 a.m.',
    ],
  ])('%s', async (_name, sentences, english, spanish) => {
    await showLanguage('en');
    expect(termsText(sentences, DENVER, i18n.t, DENVER)).toBe(english);
    await showLanguage('es');
    expect(termsText(sentences, DENVER, i18n.t, DENVER)).toBe(spanish);
  });

  it("names the business's zone to a visitor whose clock reads otherwise", async () => {
    await showLanguage('en');
    expect(termsText([{ say: 'movableUntil', until: '2026-06-03T10:00:00.000Z' }], DENVER, i18n.t, 'America/New_York')).toBe(
      'You can move this booking to another free time until 4:00 AM on Wed, Jun 3 Mountain Time.',
    );
  });
});
