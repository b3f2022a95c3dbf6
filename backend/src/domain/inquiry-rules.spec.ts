import { INQUIRY_MESSAGES as M, validateBulkRidesInquiry, validateHandymanInquiry, validateLongHaulInquiry } from './inquiry-rules.js';

const contact = { name: 'Jo', email: 'jo@example.com', phone: '(801) 555-0123' };

describe(validateBulkRidesInquiry.name, () => {
  it.each([
    [{ ...contact, details: 'Weekly rides' }, []],
    [{ ...contact, name: 'J', details: 'ok!' }, [M.name]],
    [{ ...contact, email: 'jo@', details: 'ok!' }, [M.email]],
    [{ ...contact, phone: '555-0123', details: 'ok!' }, [M.phone]],
    [{ ...contact, details: '  ' }, [M.details]],
    [{}, [M.name, M.email, M.phone, M.details]],
    [{ name: 42, email: [], phone: {}, details: null }, [M.name, M.email, M.phone, M.details]],
  ])('%j → %j', (draft, expected) => {
    expect(validateBulkRidesInquiry(draft)).toEqual(expected);
  });
});

describe(validateLongHaulInquiry.name, () => {
  it.each([
    [{ ...contact, pickupLocation: 'Ogden', deliveryLocation: 'Boise, ID', itemDescription: 'A sofa', preferredDate: '2026-12-01' }, []],
    [
      { ...contact, pickupLocation: '', deliveryLocation: '', itemDescription: 'x', preferredDate: '12/01/2026' },
      [M.pickupLocation, M.deliveryLocation, M.itemDescription, M.preferredDate],
    ],
  ])('%j → %j', (draft, expected) => {
    expect(validateLongHaulInquiry(draft)).toEqual(expected);
  });
});

describe(validateHandymanInquiry.name, () => {
  it.each([
    [{ ...contact, jobAddress: '123 Main St, Ogden, UT', jobDescription: 'Fix a fence' }, []],
    [{ ...contact, jobAddress: ' ', jobDescription: '' }, [M.jobAddress, M.jobDescription]],
  ])('%j → %j', (draft, expected) => {
    expect(validateHandymanInquiry(draft)).toEqual(expected);
  });
});
