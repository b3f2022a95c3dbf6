import { serviceLabel } from './service-types.js';

describe('serviceLabel', () => {
  it.each([
    ['ride', 'Ride Service'],
    ['delivery', 'Delivery Service'],
    ['chauffeur', 'Personal Driver'],
    ['subscription', 'Subscription Service'],
    ['longHaul', 'Long Haul Delivery'],
    ['handyman', 'Handyman Service'],
    ['unknown', 'Transportation Service'],
    ['', 'Transportation Service'],
    [null, 'Transportation Service'],
    [undefined, 'Transportation Service'],
  ])('%s → %s', (serviceType, label) => {
    expect(serviceLabel(serviceType)).toBe(label);
  });
});
