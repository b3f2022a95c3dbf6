import { INQUIRY_MESSAGES, validateBulkRidesInquiry, validateContact, validateHandymanInquiry, validateLongHaulInquiry } from '@domain/inquiry-rules.js';
import { describe, expect, it } from 'vitest';
import { bulkRidesPayload, fieldMessage, handymanPayload, longHaulPayload } from '@/features/wizard/inquiry-payload';

const CONTACT = { name: '  Ann Lee ', email: ' ann@example.com ', phone: ' (801) 555-0101 ' };
const TRIMMED_CONTACT = { name: 'Ann Lee', email: 'ann@example.com', phone: '(801) 555-0101' };

describe('bulkRidesPayload', () => {
  it('trims, marks the type, and appends the chosen plan after the customer text', () => {
    expect(
      bulkRidesPayload({ ...CONTACT, details: ' Weekly rides to clinics ' }, { planLabel: 'Premium: 8 rides, 10% off', recipientEmail: 'owner@example.com' }),
    ).toEqual({
      ...TRIMMED_CONTACT,
      details: 'Weekly rides to clinics\n\nPlan: Premium: 8 rides, 10% off (addresses vary ride to ride)',
      inquiryType: 'bulk-rides',
      recipientEmail: 'owner@example.com',
    });
  });

  it('sends the text alone when no plan was picked, and empty strings for missing fields', () => {
    expect(bulkRidesPayload({}, { planLabel: null, recipientEmail: '' })).toEqual({
      name: '',
      email: '',
      phone: '',
      details: '',
      inquiryType: 'bulk-rides',
      recipientEmail: '',
    });
  });
});

describe('longHaulPayload', () => {
  it('keeps the optional fields that were filled, trimmed', () => {
    expect(
      longHaulPayload({
        ...CONTACT,
        pickupLocation: ' Ogden, UT ',
        deliveryLocation: ' Denver, CO ',
        itemDescription: ' A sofa ',
        approximateWeight: ' 150 lbs ',
        approximateSize: '7 ft',
        preferredDate: '2030-05-04',
        dateFlexibility: 'few-days',
      }),
    ).toEqual({
      ...TRIMMED_CONTACT,
      pickupLocation: 'Ogden, UT',
      deliveryLocation: 'Denver, CO',
      itemDescription: 'A sofa',
      approximateWeight: '150 lbs',
      approximateSize: '7 ft',
      preferredDate: '2030-05-04',
      dateFlexibility: 'few-days',
    });
  });

  it('leaves blank optional fields out rather than sending empty strings', () => {
    const body = longHaulPayload({
      ...CONTACT,
      pickupLocation: 'A',
      deliveryLocation: 'B',
      itemDescription: 'Box',
      approximateWeight: '   ',
      preferredDate: null,
      dateFlexibility: null,
    });
    expect(Object.keys(body).sort()).toEqual(['deliveryLocation', 'email', 'itemDescription', 'name', 'phone', 'pickupLocation']);
  });

  it('builds what the shared rule accepts', () => {
    expect(
      validateLongHaulInquiry(
        longHaulPayload({ ...CONTACT, pickupLocation: 'Ogden, UT', deliveryLocation: 'Boise, ID', itemDescription: 'Piano', preferredDate: '2030-01-31' }),
      ),
    ).toEqual([]);
  });
});

describe('handymanPayload', () => {
  it('trims and keeps the time of day only when chosen', () => {
    expect(handymanPayload({ ...CONTACT, jobAddress: ' 1 Main St, Ogden, UT ', jobDescription: ' Mount a TV ', preferredTimeOfDay: 'morning' })).toEqual({
      ...TRIMMED_CONTACT,
      jobAddress: '1 Main St, Ogden, UT',
      jobDescription: 'Mount a TV',
      preferredTimeOfDay: 'morning',
    });
    expect(handymanPayload({ ...CONTACT, jobAddress: 'x', jobDescription: 'y', preferredTimeOfDay: null })).not.toHaveProperty('preferredTimeOfDay');
    expect(validateHandymanInquiry(handymanPayload({ ...CONTACT, jobAddress: 'Ogden', jobDescription: 'Fix a tap' }))).toEqual([]);
  });
});

describe('fieldMessage', () => {
  it.each([
    [validateContact, 'name', 'A', INQUIRY_MESSAGES.name],
    [validateContact, 'name', ' Al ', null],
    [validateContact, 'email', 'ann@example', INQUIRY_MESSAGES.email],
    [validateContact, 'email', 'ann@example.com', null],
    [validateContact, 'phone', '555-0101', INQUIRY_MESSAGES.phone],
    [validateContact, 'phone', '(801) 555-0101', null],
    [validateBulkRidesInquiry, 'details', 'hi', INQUIRY_MESSAGES.details],
    [validateBulkRidesInquiry, 'details', 'hi!', null],
    [validateLongHaulInquiry, 'pickupLocation', '   ', INQUIRY_MESSAGES.pickupLocation],
    [validateLongHaulInquiry, 'deliveryLocation', undefined, INQUIRY_MESSAGES.deliveryLocation],
    [validateLongHaulInquiry, 'itemDescription', 'ab', INQUIRY_MESSAGES.itemDescription],
    [validateLongHaulInquiry, 'pickupLocation', 'Ogden', null],
    [validateHandymanInquiry, 'jobAddress', '', INQUIRY_MESSAGES.jobAddress],
    [validateHandymanInquiry, 'jobDescription', 'Fix', null],
  ] as const)('%o %s=%o gives %o', (validate, field, value, expected) => {
    expect(fieldMessage(validate, field, value)).toBe(expected);
  });
});
