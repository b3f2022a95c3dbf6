import { afterEach, describe, expect, it } from 'vitest';
import { errorStatus, toApiError } from '@/lib/api-error';
import { showLanguage } from '@/lib/i18n';

describe('toApiError', () => {
  it('shows the message of a JSON server error', () => {
    expect(toApiError({ status: 409, data: { statusCode: 409, error: 'Conflict', message: 'That time slot was just taken.' } })).toEqual({
      status: 409,
      message: 'That time slot was just taken.',
    });
  });

  it('joins validation message lists', () => {
    expect(toApiError({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: ['email must be an email', 'phone is required'] } }).message).toBe(
      'email must be an email. phone is required',
    );
  });

  it('falls back to "status: text" for non-JSON bodies', () => {
    expect(toApiError({ status: 500, data: 'Database exploded' })).toEqual({ status: 500, message: '500: Database exploded' });
  });

  it('uses the status text when the body is empty', () => {
    expect(toApiError({ status: 503, data: '' })).toEqual({ status: 503, message: '503: Service Unavailable' });
    expect(toApiError({ status: 502, data: undefined })).toEqual({ status: 502, message: '502: Bad Gateway' });
  });

  it('keeps the real status of unparsable error pages', () => {
    expect(toApiError({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError' })).toEqual({
      status: 502,
      message: '502: <html>Bad gateway</html>',
    });
  });

  it('uses the fallback for network failures', () => {
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Offline')).toEqual({ status: null, message: 'Offline' });
  });

  it('reads serialized errors and unknown values', () => {
    expect(toApiError({ name: 'Error', message: 'boom' })).toEqual({ status: null, message: 'boom' });
    expect(toApiError(undefined, 'Nope')).toEqual({ status: null, message: 'Nope' });
  });

  it('exposes the status alone', () => {
    expect(errorStatus({ status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Unauthorized' } })).toBe(401);
    expect(errorStatus({ status: 'FETCH_ERROR', error: 'x' })).toBeNull();
  });
});

describe('a refusal worded by its code', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  /** A refusal as the server sends it: its English message, its code and the fields it carries. */
  function refusal(status: number, code: string, message: string, fields: Record<string, unknown> = {}) {
    return { status, data: { statusCode: status, error: 'Refused', message, code, ...fields } };
  }

  const REFUSALS = [
    {
      refusal: refusal(422, 'CARD_DECLINED', 'Card was declined. Please call your card issuer or use another card.'),
      es: 'La tarjeta fue rechazada. Por favor, llame al banco emisor de su tarjeta o use otra tarjeta.',
    },
    {
      refusal: refusal(409, 'SLOT_UNAVAILABLE', 'This time slot is already booked. Check below for the next available time.', { reason: 'SLOT_TAKEN' }),
      es: 'Este horario ya está reservado. Vea abajo el siguiente horario disponible.',
    },
    {
      refusal: refusal(429, 'RATE_LIMITED', 'Too many declined card attempts. Please try again in 12 minutes, or call us to pay another way.', {
        retryAfterSeconds: 690,
      }),
      es: 'Demasiados intentos con tarjetas rechazadas. Por favor, inténtelo de nuevo en 12 minutos o llámenos para pagar de otra forma.',
    },
    {
      refusal: refusal(429, 'RATE_LIMITED', 'Too many price requests from your network. Please try again in 1 second, or call us.', { retryAfterSeconds: 1 }),
      es: 'Demasiadas solicitudes de precio desde su red. Por favor, inténtelo de nuevo en 1 segundo o llámenos.',
    },
    {
      refusal: refusal(422, 'ADDRESS_NOT_FOUND', 'We could not find the pickup address "12 Nowhere Ln". Please choose a suggested address.', {
        address: '12 Nowhere Ln',
        role: 'pickup',
      }),
      es: 'No pudimos encontrar la dirección de recogida "12 Nowhere Ln". Por favor, elija una de las direcciones sugeridas.',
    },
    {
      refusal: refusal(409, 'CANCELLATION_FEE_CHANGED', 'The cancellation fee has changed: it is now $12.50. Please review it and confirm again.', {
        fee: 12.5,
      }),
      es: 'El cargo por cancelación cambió: ahora es de $12.50. Por favor, revíselo y vuelva a confirmar.',
    },
    {
      refusal: refusal(409, 'CANCELLATION_NOT_ALLOWED', 'This booking has already started, so it can no longer be cancelled online. Please call us.', {
        reason: 'alreadyStarted',
      }),
      es: 'Esta reservación ya comenzó, así que ya no se puede cancelar en línea. Por favor, llámenos.',
    },
    {
      refusal: refusal(409, 'MOVE_NOT_ALLOWED', 'The time to move this booking online has passed. Please call us to change it.', {
        reason: 'movableOnlyBefore',
      }),
      es: 'Ya pasó el plazo para cambiar esta reservación en línea. Por favor, llámenos para cambiarla.',
    },
  ];

  it.each(REFUSALS)('shows $refusal.data.code in English as the server words it', ({ refusal }) => {
    expect(toApiError(refusal)).toEqual({ status: refusal.status, message: refusal.data.message });
  });

  it.each(REFUSALS)('words $refusal.data.code in Spanish', async ({ refusal, es }) => {
    await showLanguage('es');
    expect(toApiError(refusal)).toEqual({ status: refusal.status, message: es });
  });

  it("keeps the server's message for an unknown code, or a wording of a known code not listed", async () => {
    await showLanguage('es');
    expect(toApiError(refusal(400, 'SOMETHING_NEW', 'A new rule said no.')).message).toBe('A new rule said no.');
    expect(toApiError(refusal(409, 'MOVE_NOT_ALLOWED', 'Bookings can be moved online up to 2 hours before.')).message).toBe(
      'Bookings can be moved online up to 2 hours before.',
    );
  });

  it('words the fallback for a network failure in Spanish', async () => {
    await showLanguage('es');
    expect(toApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message).toBe('Algo salió mal. Por favor, inténtelo de nuevo.');
  });
});
