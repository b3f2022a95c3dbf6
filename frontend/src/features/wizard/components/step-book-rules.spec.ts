import { describe, expect, it } from 'vitest';
import { bookingErrorTitle, keyForSubmit, newIdempotencyKey, serviceCodeMessage, takenSlotOf } from '@/features/wizard/components/step-book-rules';
import { i18n, showLanguage } from '@/lib/i18n';

describe('bookingErrorTitle', () => {
  it.each([
    [409, 'That time slot was just taken.', 'Cannot Complete Booking'],
    // A closing time alone says nothing: the owner's hours are the server's to judge.
    [422, 'Must finish by 6 PM', 'Booking Error'],
    [400, 'That is outside our business hours', 'Outside Business Hours'],
    [400, 'Full name is required', 'Booking Error'],
    [429, 'You already have bookings waiting for payment.', 'Please Wait'],
    [null, 'There was a problem submitting your booking. Please try again.', 'Booking Error'],
  ])('%s %s → %s', (status, message, title) => {
    expect(bookingErrorTitle(status, message)).toBe(title);
  });
});

describe('serviceCodeMessage', () => {
  const t = i18n.t.bind(i18n);
  it('reports a code that waives payment', () => {
    expect(serviceCodeMessage(t, { valid: true, message: 'Service code applied', waivesPayment: true })).toBe('Service code applied - Payment Not Required');
  });
  it('reports a discount code', () => {
    expect(serviceCodeMessage(t, { valid: true, message: 'Service code applied', waivesPayment: false })).toBe(
      'Service code applied - The discount will be applied to your booking.',
    );
  });
  it("says what a plan code covers of a ride, in the server's words", () => {
    const covers = 'Each ride is covered up to $18.00; a dearer ride asks for the difference by card.';
    expect(serviceCodeMessage(t, { valid: true, message: covers, waivesPayment: false, rideCover: 18 })).toBe(`Service code applied - ${covers}`);
  });
  it("shows the server's refusal, else the default", () => {
    expect(serviceCodeMessage(t, { valid: false, message: 'This code has expired' })).toBe('Invalid service code - This code has expired');
    expect(serviceCodeMessage(t, { valid: false, message: '' })).toBe('Invalid service code - The service code is not valid');
  });
  it('reports a failed call', () => {
    expect(serviceCodeMessage(t, null)).toBe('Validation error - Could not validate the service code');
    expect(serviceCodeMessage(t, null, { status: 503, message: 'The service is temporarily unavailable.' })).toBe(
      'Validation error - Could not validate the service code',
    );
  });
  it('words its own parts in Spanish on a Spanish page', async () => {
    await showLanguage('es');
    try {
      const spanish = i18n.t.bind(i18n);
      expect(serviceCodeMessage(spanish, { valid: true, message: 'Service code applied', waivesPayment: true })).toBe(
        'Código de servicio aplicado: no necesita pagar',
      );
      expect(serviceCodeMessage(spanish, { valid: false, message: '' })).toBe('Código de servicio no válido: El código de servicio no es válido');
      // The server's English reasons and cover give way to the visitor's words.
      expect(serviceCodeMessage(spanish, { valid: false, message: 'This service code has expired', reason: 'EXPIRED' })).toBe(
        'Código de servicio no válido: Este código de servicio ya venció',
      );
      expect(serviceCodeMessage(spanish, { valid: false, message: 'This ride pack has no rides left: all 4 rides are used.', reason: 'NO_RIDES_LEFT' })).toBe(
        'Código de servicio no válido: A este código de plan ya no le quedan viajes',
      );
      expect(
        serviceCodeMessage(spanish, {
          valid: true,
          message: 'Each ride is covered up to $18.00; a dearer ride asks for the difference by card.',
          waivesPayment: false,
          rideCover: 18,
        }),
      ).toBe('Código de servicio aplicado: Cada viaje está cubierto hasta $18.00; si un viaje cuesta más, la diferencia se paga con tarjeta.');
      expect(serviceCodeMessage(spanish, null)).toBe('Error de validación: no se pudo comprobar el código de servicio');
    } finally {
      await showLanguage('en');
    }
  });
  it("tells a client refused for too many wrong codes the server's wait", () => {
    const wait = 'Too many wrong service codes. Please wait 15 minutes and try again, or call us.';
    expect(serviceCodeMessage(t, null, { status: 429, message: wait })).toBe(wait);
  });
});

describe('idempotency keys', () => {
  it('are 32 hex characters and differ', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
  it('are reused for the same form and renewed when it changes', () => {
    let n = 0;
    const make = () => `k${++n}`;
    const first = keyForSubmit(null, 'form-a', make);
    expect(first.key).toBe('k1');
    expect(keyForSubmit(first, 'form-a', make)).toBe(first);
    expect(keyForSubmit(first, 'form-b', make).key).toBe('k2');
  });
});

describe('takenSlotOf', () => {
  const refusal = (data: unknown) => ({ status: 409, data });
  it("reads the server's words and its next free start from a taken time", () => {
    const body = { code: 'SLOT_UNAVAILABLE', message: 'This time slot is already booked.', nextAvailable: { date: '2030-05-14', time: '11:30' } };
    expect(takenSlotOf(refusal(body))).toEqual({ message: 'This time slot is already booked.', next: { date: '2030-05-14', time: '11:30' } });
    expect(takenSlotOf(refusal({ ...body, nextAvailable: null }))).toEqual({ message: 'This time slot is already booked.', next: null });
  });

  it('is nothing for any other failure', () => {
    expect(takenSlotOf(refusal({ code: 'VALIDATION_FAILED', message: 'x' }))).toBeNull();
    expect(takenSlotOf(refusal('text'))).toBeNull();
    expect(takenSlotOf(new Error('network'))).toBeNull();
  });
});
