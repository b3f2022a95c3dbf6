import { serviceLabel } from '@domain/service-types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, showLanguage } from '@/lib/i18n';
import { serviceName } from '@/lib/service-name';

describe('serviceName', () => {
  it.each([
    ['delivery', 'Delivery Service', 'Servicio de entregas'],
    ['ride', 'Ride Service', 'Servicio de transporte'],
    ['chauffeur', 'Personal Driver', 'Chofer personal'],
    ['subscription', 'Subscription Service', 'Plan de viajes'],
    ['longHaul', 'Long Haul Delivery', 'Entrega de larga distancia'],
    ['handyman', 'Handyman Service', 'Servicio de reparaciones'],
    ['taxi', 'Transportation Service', 'Servicio de transporte'],
    [null, 'Transportation Service', 'Servicio de transporte'],
  ])('%s: %s / %s', async (serviceType, english, spanish) => {
    expect(serviceName(serviceType, i18n.getFixedT('en'))).toBe(english);
    // The server's English name (mails, the admin) is the same.
    expect(serviceLabel(serviceType)).toBe(english);
    expect(serviceName(serviceType, i18n.getFixedT('es'))).toBe(spanish);
  });

  beforeAll(async () => {
    // The Spanish catalog loads on demand.
    await showLanguage('es');
    await showLanguage('en');
  });
  afterAll(async () => {
    await showLanguage('en');
  });
});
