import { clientKey, tooManyDeclinesMessage, waitText } from './client-limits.js';

describe('client limits', () => {
  it.each([
    [undefined, 'unknown'],
    ['', 'unknown'],
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::99', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::1%eth0', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not:an:address', 'not:an:address'],
  ])('counts the client address %j as %j', (address, key) => expect(clientKey(address)).toBe(key));

  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('words a wait of %i s as %j', (seconds, text) => expect(waitText(seconds)).toBe(text));
});

describe('declined cards', () => {
  it('tells a refused checkout when to try again and what else it can do', () => {
    expect(tooManyDeclinesMessage(3000)).toBe('Too many declined card attempts. Please try again in 50 minutes, or call us to pay another way.');
    expect(tooManyDeclinesMessage(30)).toBe('Too many declined card attempts. Please try again in 30 seconds, or call us to pay another way.');
  });
});
