import { canonicalJson, idempotencyFingerprint } from './idempotency-fingerprint.js';

describe(canonicalJson.name, () => {
  it('sorts object keys at every depth and keeps arrays in order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: 2 }], c: null } })).toBe('{"a":{"c":null,"d":[2,{"y":2,"z":1}]},"b":1}');
  });

  it('leaves out what JSON leaves out', () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
  });
});

describe(idempotencyFingerprint.name, () => {
  const body = { serviceType: 'ride', fullName: 'Jamie Rivera', serviceDetails: { passengers: '2', luggage: 'none' } };

  it('is the same for a retry, whatever the order of the keys', () => {
    const reordered = { serviceDetails: { luggage: 'none', passengers: '2' }, fullName: 'Jamie Rivera', serviceType: 'ride' };
    expect(idempotencyFingerprint('203.0.113.7', reordered)).toBe(idempotencyFingerprint('203.0.113.7', body));
    expect(idempotencyFingerprint('203.0.113.7', body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['another body', '203.0.113.7', { ...body, fullName: 'Pat Lee' }],
    ['another nested value', '203.0.113.7', { ...body, serviceDetails: { passengers: '3', luggage: 'none' } }],
    ['another client', '198.51.100.9', body],
    ['no client', undefined, body],
  ])('differs for %s', (_case, address, other) => {
    expect(idempotencyFingerprint(address, other)).not.toBe(idempotencyFingerprint('203.0.113.7', body));
  });
});
