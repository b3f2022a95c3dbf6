import { holdLockKeys, mostHeldByOneKey, type HoldingClient } from './unpaid-hold-limit.js';

const client: HoldingClient = { clientAddress: '203.0.113.7', email: 'Ann@Example.com', phoneDigits: '8015550123' };

describe(holdLockKeys.name, () => {
  it('locks e-mail, phone and address, in ascending order', () => {
    const keys = holdLockKeys(client);
    expect(keys).toHaveLength(3);
    expect([...keys].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1))).toEqual(keys);
    for (const key of keys) expect(BigInt(key) >= -(2n ** 63n) && BigInt(key) < 2n ** 63n).toBe(true);
  });

  it.each<[string, Partial<HoldingClient>]>([
    ['the case of the e-mail', { email: 'ann@example.COM' }],
    ['a +tag in the e-mail', { email: 'ann+holds@example.com' }],
    ['the country code of the phone', { phoneDigits: '18015550123' }],
  ])('gives the same keys whatever %s, so one person is one client', (_what, spelling) => {
    expect(holdLockKeys({ ...client, ...spelling })).toEqual(holdLockKeys(client));
  });

  it('locks no address for a booking the owner enters', () => {
    expect(holdLockKeys({ ...client, clientAddress: undefined })).toHaveLength(2);
  });

  it('gives different clients different keys', () => {
    const other = holdLockKeys({ clientAddress: '198.51.100.9', email: 'bob@example.com', phoneDigits: '8015550124' });
    expect(other.filter((key) => holdLockKeys(client).includes(key))).toEqual([]);
  });
});

describe(mostHeldByOneKey.name, () => {
  const stranger: HoldingClient = { clientAddress: '198.51.100.9', email: 'bob@example.com', phoneDigits: '8015550124' };

  it.each<[string, HoldingClient[], number]>([
    ['no holds', [], 0],
    ["a stranger's holds", [stranger, stranger], 0],
    [
      'holds of the same address',
      [
        { ...stranger, clientAddress: '203.0.113.7' },
        { ...stranger, clientAddress: '203.0.113.7' },
      ],
      2,
    ],
    [
      'holds of the same mailbox, spelled otherwise',
      [
        { ...stranger, email: 'ANN+1@example.com' },
        { ...stranger, email: 'ann@example.com' },
      ],
      2,
    ],
    ['Gmail addresses with and without dots', [{ ...stranger, email: 'a.n.n@gmail.com' }], 0],
    ['holds of the same phone, with its country code', [{ ...stranger, phoneDigits: '18015550123' }, stranger], 1],
    [
      'one hold on each key',
      [
        { ...stranger, clientAddress: '203.0.113.7' },
        { ...stranger, email: 'ann@example.com' },
        { ...stranger, phoneDigits: '8015550123' },
      ],
      1,
    ],
    ["an owner's booking without an address", [{ ...stranger, clientAddress: null }], 0],
  ])('%s → %p', (_case, holds, most) => {
    expect(mostHeldByOneKey(client, holds)).toBe(most);
  });

  it("counts Gmail's dots as nothing", () => {
    expect(mostHeldByOneKey({ ...client, email: 'ann.lee@gmail.com' }, [{ ...stranger, email: 'annlee+x@googlemail.com' }])).toBe(1);
  });

  it('counts no address for a booking the owner enters', () => {
    expect(mostHeldByOneKey({ ...client, clientAddress: undefined }, [{ ...stranger, clientAddress: null }])).toBe(0);
  });
});
