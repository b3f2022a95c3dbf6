import { AddressNotFoundError, DomainError, InquiryOnlyServiceError, OutsideServiceAreaError, SlotUnavailableError, ValidationFailedError } from './errors.js';

describe('domain errors', () => {
  it.each<[string, DomainError, { name: string; code: string; kind: string; message: string }]>([
    [
      'validation',
      new ValidationFailedError(['Full name is required', 'Invalid email address']),
      { name: 'ValidationFailedError', code: 'VALIDATION_FAILED', kind: 'invalid', message: 'Full name is required Invalid email address' },
    ],
    [
      'slot',
      new SlotUnavailableError('SLOT_TAKEN', 'This time slot is already booked. Please select another time.'),
      { name: 'SlotUnavailableError', code: 'SLOT_UNAVAILABLE', kind: 'conflict', message: 'This time slot is already booked. Please select another time.' },
    ],
    [
      'address',
      new AddressNotFoundError('Nowhere 1'),
      {
        name: 'AddressNotFoundError',
        code: 'ADDRESS_NOT_FOUND',
        kind: 'unprocessable',
        message: 'We could not find the address "Nowhere 1". Please check it and try again.',
      },
    ],
    [
      'service area (personal driver)',
      new OutsideServiceAreaError('35 miles of Ogden, UT'),
      {
        name: 'OutsideServiceAreaError',
        code: 'OUTSIDE_SERVICE_AREA',
        kind: 'unprocessable',
        message: 'We can only provide service within 35 miles of Ogden, UT.',
      },
    ],
    [
      'inquiry only',
      new InquiryOnlyServiceError('longHaul'),
      {
        name: 'InquiryOnlyServiceError',
        code: 'INQUIRY_ONLY_SERVICE',
        kind: 'invalid',
        message: 'This service is quoted by inquiry only. Please send us an inquiry and we will respond within one business day.',
      },
    ],
  ])('%s', (_name, error, expected) => {
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toBeInstanceOf(Error);
    expect({ name: error.name, code: error.code, kind: error.kind, message: error.message }).toEqual(expected);
  });

  it('carries the slot reason and next available slot', () => {
    const error = new SlotUnavailableError('MAX_DELIVERIES_REACHED', 'Full', { date: '2026-07-14', time: '12:00' });
    expect([error.reason, error.nextAvailable]).toEqual(['MAX_DELIVERIES_REACHED', { date: '2026-07-14', time: '12:00' }]);
    expect(new SlotUnavailableError('SLOT_TAKEN', 'Taken').nextAvailable).toBeNull();
  });
});
