import { createHmac } from 'node:crypto';
import { isValidSquareSignature, squareSignature } from './webhook-signature.js';

const KEY = 'signature-key';
const URL = 'https://rides.example.test/api/square/webhook';
const BODY = Buffer.from('{"event_id":"evt-1","type":"payment.updated"}');

describe(isValidSquareSignature.name, () => {
  const check = (signature: string | undefined, rawBody = BODY) => isValidSquareSignature({ rawBody, signature, signatureKey: KEY, notificationUrl: URL });

  it('accepts base64 HMAC-SHA256 of the notification URL followed by the raw body', () => {
    const expected = createHmac('sha256', KEY)
      .update(URL + BODY.toString())
      .digest('base64');
    expect(squareSignature(BODY, KEY, URL)).toBe(expected);
    expect(check(expected)).toBe(true);
  });

  it('refuses a missing signature, another key, another URL or a changed body', () => {
    expect(check(undefined)).toBe(false);
    expect(check('')).toBe(false);
    expect(check(squareSignature(BODY, 'other-key', URL))).toBe(false);
    expect(check(squareSignature(BODY, KEY, 'https://elsewhere.test/hook'))).toBe(false);
    expect(check(squareSignature(BODY, KEY, URL), Buffer.from(`${BODY.toString()} `))).toBe(false);
  });

  it('refuses variants of the right signature (padding stripped, junk appended)', () => {
    const signature = squareSignature(BODY, KEY, URL);
    expect(check(signature.replace(/=+$/, ''))).toBe(false);
    expect(check(`${signature}AA`)).toBe(false);
  });
});
