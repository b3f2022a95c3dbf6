import { describe, expect, it } from 'vitest';
import { INQUIRY_DETAILS_KEY, saveInquiryDetails, toInquiryDetails } from '@/features/wizard/inquiry-details-storage';
import { longHaulPayload } from '@/features/wizard/inquiry-payload';

describe('inquiry details storage', () => {
  it('keeps only type and contact, under the key the confirmation page reads', () => {
    const body = longHaulPayload({
      name: ' Ann ',
      email: 'ann@example.com',
      phone: '8015550101',
      pickupLocation: 'Ogden',
      deliveryLocation: 'Boise',
      itemDescription: 'Piano',
    });
    saveInquiryDetails(toInquiryDetails('longHaul', body));
    expect(INQUIRY_DETAILS_KEY).toBe('inquiryDetails');
    expect(JSON.parse(sessionStorage.getItem('inquiryDetails') ?? 'null')).toEqual({
      type: 'longHaul',
      name: 'Ann',
      email: 'ann@example.com',
      phone: '8015550101',
    });
  });

  it('replaces an earlier inquiry', () => {
    saveInquiryDetails({ type: 'handyman', name: 'A', email: 'a@example.com', phone: '1' });
    saveInquiryDetails({ type: 'bulk-rides', name: 'B', email: 'b@example.com', phone: '2' });
    expect(JSON.parse(sessionStorage.getItem('inquiryDetails') ?? 'null')).toMatchObject({ type: 'bulk-rides', name: 'B' });
  });

  it('does not throw when storage refuses', () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    try {
      expect(() => saveInquiryDetails({ type: 'handyman', name: 'A', email: 'a@example.com', phone: '1' })).not.toThrow();
    } finally {
      Storage.prototype.setItem = original;
    }
  });
});
