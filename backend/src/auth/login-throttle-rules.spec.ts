import { accountDelayMs, accountKey, tooManyFailuresMessage } from './login-throttle-rules.js';

describe('login throttle rules', () => {
  it.each([
    [0, 0],
    [9, 0],
    [10, 250],
    [11, 500],
    [21, 3000],
    [500, 3000],
  ])('an account with %i recent failures waits %i ms, never more than 3 s', (failures, ms) => expect(accountDelayMs(failures)).toBe(ms));

  it.each([
    ['owner', 'owner'],
    ['  OWNER ', 'owner'],
    ['Ｏｗｎｅｒ', 'owner'],
    ['\towner\n', 'owner'],
  ])('counts the account name %j as %j', (name, key) => expect(accountKey(name)).toBe(key));

  it('tells a refused client when to try again and what else it can do', () => {
    expect(tooManyFailuresMessage(840)).toBe(
      'Too many failed sign-in attempts from your network. Please try again in 14 minutes, or use "Email me a sign-in link".',
    );
  });
});
