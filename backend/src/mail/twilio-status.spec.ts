import { statusReportEffect, twilioErrorText } from './twilio-status.js';

describe(statusReportEffect.name, () => {
  it.each([
    [null, 'queued', { providerStatus: 'queued', failed: false }],
    ['queued', 'sent', { providerStatus: 'sent', failed: false }],
    ['queued', 'delivered', { providerStatus: 'delivered', failed: false }],
    ['sent', 'delivered', { providerStatus: 'delivered', failed: false }],
    ['delivered', 'read', { providerStatus: 'read', failed: false }],
    ['sent', 'undelivered', { providerStatus: 'undelivered', failed: true }],
    ['queued', 'failed', { providerStatus: 'failed', failed: true }],
    [null, 'failed', { providerStatus: 'failed', failed: true }],
  ] as const)('%s, then %s: %j', (current, reported, effect) => {
    expect(statusReportEffect(current, reported)).toEqual(effect);
  });

  it.each([
    ['delivered', 'sent', 'a late report of an earlier step'],
    ['delivered', 'queued', 'a late report of an earlier step'],
    ['failed', 'sending', 'a late report of an earlier step'],
    ['delivered', 'delivered', 'the same report twice'],
    ['sent', 'something-new', 'a status Twilio may add one day'],
  ])('%s, then %s: nothing (%s)', (current, reported) => {
    expect(statusReportEffect(current, reported)).toBeNull();
  });
});

describe(twilioErrorText.name, () => {
  it('words the errors the owner meets', () => {
    expect(twilioErrorText(30003, 'undelivered')).toBe('Twilio error 30003: the phone is switched off or out of reach');
    expect(twilioErrorText(21610, 'Attempt to send to unsubscribed recipient')).toBe('Twilio error 21610: the recipient replied STOP');
  });

  it("keeps Twilio's own words for other codes, and the fallback without a code", () => {
    expect(twilioErrorText(63016, 'Outside the allowed window')).toBe('Twilio error 63016: Outside the allowed window');
    expect(twilioErrorText(null, 'Twilio reported the text undelivered')).toBe('Twilio reported the text undelivered');
  });
});
