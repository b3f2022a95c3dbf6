import {
  acknowledgementName,
  inquiryReference,
  INQUIRY_MESSAGES as M,
  mailboxKey,
  validateBulkRidesInquiry,
  validateHandymanInquiry,
  validateLongHaulInquiry,
} from './inquiry-rules.js';

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

describe(acknowledgementName.name, () => {
  it.each<[unknown, string | null]>([
    ['Pat Lee', 'Pat Lee'],
    ['  José   María  ', 'José María'],
    ["Seán O'Brien-Smith", "Seán O'Brien-Smith"],
    ['Dana Smith Jr.', 'Dana Smith Jr'],
    ['Lee, Pat', 'Lee Pat'],
    ['李小龙', '李小龙'],
    // links, addresses and anything a mail program might turn into one: the whole word goes
    ['Pat https://evil.example/login', 'Pat'],
    ['Pat <http://evil.example>', 'Pat'],
    ['Pat visit example.com now', 'Pat visit now'],
    ['Pat www.evil.example', 'Pat'],
    ['Pat pat@evil.example', 'Pat'],
    ['mailto:pat@evil.example', null],
    ['Pat ｅｖｉｌ．ｃｏｍ', 'Pat'],
    ['Pat evil。com', 'Pat'],
    ['Pat evil.COM/x?a=1', 'Pat'],
    ['Pat C:\\evil', 'Pat'],
    ['J.R.R. Tolkien', 'Tolkien'],
    // nothing but letters, hyphens and apostrophes; controls and digits out
    ['Pat\u202E Lee', 'Pat Lee'],
    ['Pat Lee call 1-800-555-0100', 'Pat Lee call'],
    ['Pat <script>alert(1)</script>', 'Pat'],
    ['Pat <b>Lee', 'Pat bLee'],
    // at most 40 characters, cut at a word's end
    ['Alexandra Bartholomew Constantine Wellington', 'Alexandra Bartholomew Constantine'],
    ['A'.repeat(60), 'A'.repeat(40)],
    // too little left for a greeting: "Hello,"
    ['https://evil.example', null],
    ['evil.example', null],
    ['J', null],
    ['12345', null],
    ["- ' -", null],
    ['', null],
    [undefined, null],
    [42, null],
  ])('%j → %j', (name, expected) => {
    expect(acknowledgementName(name)).toBe(expected);
  });

  it('never gives more than 40 characters, an @, a dot or a slash', () => {
    for (const name of ['x'.repeat(200), 'Pat '.repeat(30), 'Pat Lee evil.example@x.y //x', 'Pat\u3002Lee']) {
      const kept = acknowledgementName(name) ?? '';
      expect(kept.length).toBeLessThanOrEqual(40);
      expect(kept).not.toMatch(/[@./\u3002]/);
    }
  });
});

describe(mailboxKey.name, () => {
  it.each([
    ['pat@example.com', 'pat@example.com'],
    ['  Pat@Example.COM ', 'pat@example.com'],
    ['pat+inquiry@example.com', 'pat@example.com'],
    ['pat+a+b@example.com', 'pat@example.com'],
    ['pat.lee@example.com', 'pat.lee@example.com'],
    ['Pat.Lee+x@Gmail.com', 'patlee@gmail.com'],
    ['p.a.t.l.e.e@googlemail.com', 'patlee@gmail.com'],
    ['pat@example.com.', 'pat@example.com'],
    ['"a@b"@example.com', '"a@b"@example.com'],
    ['no-at-sign', 'no-at-sign'],
  ])('%s → %s', (email, expected) => {
    expect(mailboxKey(email)).toBe(expected);
  });

  it('gives one key to every spelling of one mailbox', () => {
    const spellings = ['patlee@gmail.com', 'Pat.Lee@gmail.com', 'pat.lee+promo@googlemail.com', ' PATLEE+x@GMAIL.COM '];
    expect(new Set(spellings.map(mailboxKey))).toEqual(new Set(['patlee@gmail.com']));
  });
});

describe(inquiryReference.name, () => {
  it('reads the first 8 hex digits of the id', () => {
    expect(inquiryReference('3f2a9c1b-0d4e-4a5b-8c6d-7e8f9a0b1c2d')).toBe('INQ-3F2A9C1B');
  });
});
