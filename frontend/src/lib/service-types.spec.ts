import { describe, expect, it } from 'vitest';
import { serviceLabel } from '@/lib/service-types';

describe('serviceLabel', () => {
  it.each([
    ['ride', 'Ride Service'],
    ['delivery', 'Delivery Service'],
    ['chauffeur', 'Personal Driver'],
    ['subscription', 'Subscription Service'],
    ['longHaul', 'Long Haul Delivery'],
    ['handyman', 'Handyman Service'],
    ['', 'Transportation Service'],
    [undefined, 'Transportation Service'],
  ])('%s → %s', (type, label) => {
    expect(serviceLabel(type)).toBe(label);
  });
});
