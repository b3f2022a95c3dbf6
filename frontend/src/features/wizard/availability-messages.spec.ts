import { DEFAULT_AVAILABILITY_SETTINGS as SETTINGS } from '@domain/availability/availability-settings.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { AvailabilityResponse } from '@contracts/availability.contract.js';
import { unavailableNotice } from '@/features/wizard/availability-messages';
import { i18n, showLanguage } from '@/lib/i18n';

const refused = (error: AvailabilityResponse['error'], nextAvailable: AvailabilityResponse['nextAvailable'] = null): AvailabilityResponse => ({
  available: false,
  error,
  message: 'server text',
  nextAvailable,
});
const next = { date: '2026-11-26', time: '11:30' };

describe('availability messages', () => {
  it.each([
    [
      refused('MAX_DELIVERIES_REACHED', { date: '2026-11-26', time: '12:00' }),
      'Delivery Slot Full - This delivery window is at capacity. Next available: Nov 26, 2026 at 12:00 PM.',
    ],
    [refused('MAX_DELIVERIES_REACHED'), 'Delivery Slot Full - This delivery window is at capacity.'],
    [refused('TIME_TOO_SOON'), 'Time Not Available - Please choose a time at least 60 minutes from now.'],
    [refused('BUFFER_OUTSIDE_HOURS', next), 'Time Not Available - This time is outside our available service hours. Next available: Nov 26, 2026 at 11:30 AM.'],
    [
      refused('BUFFER_OUTSIDE_HOURS'),
      'Time Not Available - This time is outside our available service hours. For early rides, please choose a later pickup time.',
    ],
    [refused('SLOT_TAKEN', next), 'Time Not Available - This time slot is already booked. Check below for the next available time.'],
    [refused('SLOT_TAKEN'), 'Time Not Available - This time slot is already booked. Please select another time.'],
    [refused('NOTICE_REQUIRED'), 'Time Not Available - server text'],
    [{ ...refused('CLOSED'), message: '' }, 'Time Not Available - We are closed that day. Please choose another day.'],
    [refused('TRAVEL_TIME', next), 'Time Not Available - server text Next available: Nov 26, 2026 at 11:30 AM.'],
  ])('notice %#', (answer, expected) => {
    const notice = unavailableNotice(answer, SETTINGS);
    expect(`${notice.title} - ${notice.message}`).toBe(expected);
  });

  it.each([
    [60, 'Please choose a time at least 60 minutes from now.'],
    [180, 'Please choose a time at least 180 minutes from now.'],
  ])('names the lead time of the server: %i minutes', (minLeadMinutes, expected) => {
    expect(unavailableNotice(refused('TIME_TOO_SOON'), { ...SETTINGS, minLeadMinutes }).message).toBe(expected);
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await showLanguage('en');
    });

    it.each([
      [
        refused('MAX_DELIVERIES_REACHED', { date: '2026-11-26', time: '12:00' }),
        'Horario de entrega lleno - Este horario de entrega ya está completo. Próximo horario disponible: 26 nov 2026 a las 12:00 p.m.',
      ],
      [refused('TIME_TOO_SOON'), 'Horario no disponible - Elija una hora con al menos 60 minutos a partir de ahora.'],
      [refused('SLOT_TAKEN'), 'Horario no disponible - Este horario ya está reservado. Elija otra hora, por favor.'],
      // The server's English words (the weekday closed, the places a drive joins) give way to the rule in Spanish.
      [refused('CLOSED'), 'Horario no disponible - Ese día está cerrado. Elija otro día, por favor.'],
      [refused('NOTICE_REQUIRED'), 'Horario no disponible - Las reservaciones de chofer personal requieren al menos 24 horas de anticipación.'],
      [refused('TOO_FAR_AHEAD'), 'Horario no disponible - Se puede reservar con hasta 60 días de anticipación.'],
      [
        refused('OUTSIDE_BUSINESS_HOURS'),
        'Horario no disponible - Todos los servicios deben terminar dentro de nuestro horario. Elija una hora más temprano, por favor.',
      ],
      [refused('BLACKED_OUT'), 'Horario no disponible - No estamos disponibles a esa hora. Elija otra hora, por favor.'],
      [refused('INVALID_TIME'), 'Horario no disponible - Elija una fecha y una hora válidas, por favor.'],
      [
        refused('TRAVEL_TIME', next),
        'Horario no disponible - El conductor no alcanza a llegar a tiempo desde el servicio anterior. Elija otra hora, por favor. Próximo horario disponible: 26 nov 2026 a las 11:30 a.m.',
      ],
    ])('notice %#', async (answer, expected) => {
      await showLanguage('es');
      const notice = unavailableNotice(answer, SETTINGS, i18n.t.bind(i18n));
      expect(`${notice.title} - ${notice.message}`).toBe(expected);
    });
  });
});
