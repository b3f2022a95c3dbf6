import twilio from 'twilio';
import { isValidTwilioSignature, publicUrlOf } from './twilio-signature.js';

const AUTH_TOKEN = '0123456789abcdef0123456789abcdef';
const URL = 'https://rides.example.test/api/twilio/status';
const PARAMS = { MessageSid: 'SM0123', MessageStatus: 'delivered', To: '+18015550123', AccountSid: 'AC0123' };
const signed = (params: Record<string, string>, url = URL, token = AUTH_TOKEN) => twilio.getExpectedTwilioSignature(token, url, params);

describe(isValidTwilioSignature.name, () => {
  it("takes Twilio's signature of the URL and the parameters", () => {
    expect(isValidTwilioSignature({ authToken: AUTH_TOKEN, url: URL, params: PARAMS, signature: signed(PARAMS) })).toBe(true);
  });

  it.each([
    ['no signature', undefined],
    ['an empty signature', ''],
    ['a signature made with another auth token', signed(PARAMS, URL, 'another-token-another-token-00')],
    ['a signature of another URL', signed(PARAMS, 'https://evil.example/api/twilio/status')],
    ['a signature of other parameters', signed({ ...PARAMS, MessageStatus: 'failed' })],
    ['garbage', 'not-base64-at-all'],
  ])('refuses %s', (_name, signature) => {
    expect(isValidTwilioSignature({ authToken: AUTH_TOKEN, url: URL, params: PARAMS, signature })).toBe(false);
  });

  it('refuses changed parameters under the original signature', () => {
    const signature = signed(PARAMS);
    expect(isValidTwilioSignature({ authToken: AUTH_TOKEN, url: URL, params: { ...PARAMS, MessageStatus: 'failed' }, signature })).toBe(false);
    expect(isValidTwilioSignature({ authToken: AUTH_TOKEN, url: URL, params: { ...PARAMS, Extra: 'x' }, signature })).toBe(false);
  });
});

describe(publicUrlOf.name, () => {
  it('puts the path and query the request came to on the public address', () => {
    expect(publicUrlOf('https://rides.example.test', '/api/twilio/inbound')).toBe('https://rides.example.test/api/twilio/inbound');
    expect(publicUrlOf('https://rides.example.test/', '/api/twilio/status?x=1')).toBe('https://rides.example.test/api/twilio/status?x=1');
  });
});
