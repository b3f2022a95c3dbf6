import { afterEach, describe, expect, it } from 'vitest';
import { outOfArea, quoteActionLabel, quoteFailureToast, serviceAreaLimitText } from '@/features/wizard/quote-outcome';
import { i18n, showLanguage } from '@/lib/i18n';

const DISTANCE_ERROR_TOAST = 'Error Calculating Distance - There was a problem calculating the distance. Please check the addresses and try again.';

const AREA = { serviceRadiusMiles: 60, chauffeurRadiusMiles: 25, homeBase: 'Logan, UT' };

describe('quote outcome', () => {
  it('stops an out-of-area quote with the server message, else the limit text it is given', () => {
    expect(outOfArea({ withinServiceArea: true, serviceAreaMessage: null }, 'limit')).toBeNull();
    expect(outOfArea({ withinServiceArea: false, serviceAreaMessage: 'Personal driver service is available within 35 miles of Ogden, UT.' }, 'limit')).toEqual({
      title: 'Location Out of Service Area',
      message: 'Personal driver service is available within 35 miles of Ogden, UT.',
    });
    expect(outOfArea({ withinServiceArea: false, serviceAreaMessage: null }, 'limit')?.message).toBe('limit');
  });

  it.each([
    ['ride', AREA, 'We can only provide service within 60 miles of Logan, UT.'],
    ['delivery', AREA, 'We can only provide service within 60 miles of Logan, UT.'],
    ['chauffeur', AREA, 'Personal driver service is available within 25 miles of Logan, UT.'],
    // Not known yet: no figure at all rather than one of the build's.
    ['ride', undefined, 'This trip is outside our service area.'],
  ] as const)("words the owner's area for a %s: %j", (serviceType, area, expected) => {
    expect(serviceAreaLimitText(serviceType, area)).toBe(expected);
  });

  it.each([
    [{ status: 422, message: 'We could not find the pickup address "x".' }, DISTANCE_ERROR_TOAST],
    [{ status: null, message: 'offline' }, DISTANCE_ERROR_TOAST],
    [{ status: 503, message: 'busy' }, DISTANCE_ERROR_TOAST],
    [{ status: 400, message: 'Pickup location is required' }, 'Pickup location is required'],
  ])('toast for a failed quote %j', (info, expected) => {
    expect(quoteFailureToast(info)).toBe(expected);
  });

  it('labels the step-3 button per service', () => {
    expect(quoteActionLabel(i18n.t, 'ride', false)).toBe('Schedule Now');
    expect(quoteActionLabel(i18n.t, 'subscription', false)).toBe('Book This Plan');
    expect(quoteActionLabel(i18n.t, 'subscription', true)).toBe('Continue');
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await showLanguage('en');
    });

    it('words the dialog, the limit, the toast and the button in Spanish', async () => {
      await showLanguage('es');
      expect(outOfArea({ withinServiceArea: false, serviceAreaMessage: null }, 'x')?.title).toBe('Ubicación fuera del área de servicio');
      expect(serviceAreaLimitText('ride', AREA)).toBe('Solo podemos ofrecer el servicio dentro de 60 millas de Logan, UT.');
      // The server's English message gives way to the same limit in Spanish.
      const limit = serviceAreaLimitText('ride', AREA);
      expect(outOfArea({ withinServiceArea: false, serviceAreaMessage: 'We can only provide service within 60 miles of Logan, UT.' }, limit)?.message).toBe(
        limit,
      );
      expect(quoteFailureToast({ status: 503, message: 'busy' })).toMatch(/^Error al calcular la distancia/);
      expect(quoteActionLabel(i18n.t, 'ride', false)).toBe('Programar ahora');
    });
  });
});
