import { holdLockKeys } from './unpaid-hold-limit.js';

describe(holdLockKeys.name, () => {
  const client = { clientAddress: '203.0.113.7', email: 'Ann@Example.com', phoneDigits: '8015550123' };

  it('locks e-mail, phone and address, in ascending order', () => {
    const keys = holdLockKeys(client);
    expect(keys).toHaveLength(3);
    expect([...keys].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))).toEqual(keys);
    for (const key of keys) expect(BigInt(key) >= -(2n ** 63n) && BigInt(key) < 2n ** 63n).toBe(true);
  });

  it('gives the same keys whatever the case of the e-mail, so one address is one client', () => {
    expect(holdLockKeys({ ...client, email: 'ann@example.COM' })).toEqual(holdLockKeys(client));
  });

  it('locks no address for a booking the owner enters', () => {
    expect(holdLockKeys({ ...client, clientAddress: undefined })).toHaveLength(2);
  });

  it('gives different clients different keys', () => {
    const other = holdLockKeys({ clientAddress: '198.51.100.9', email: 'bob@example.com', phoneDigits: '8015550124' });
    expect(other.filter((key) => holdLockKeys(client).includes(key))).toEqual([]);
  });
});
