import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Square signs each notification as base64(HMAC-SHA256(signatureKey, notificationUrl + rawBody))
 * in the `x-square-hmacsha256-signature` header. The body must be the exact bytes received, not a
 * re-serialised object. Compared in constant time (the SDK's WebhooksHelper uses `===`).
 */
export function isValidSquareSignature(input: { rawBody: Buffer; signature: string | undefined; signatureKey: string; notificationUrl: string }): boolean {
  if (!input.signature) return false;
  // Compared as base64 text: decoding the header first would accept padding and junk variants.
  const expected = Buffer.from(squareSignature(input.rawBody, input.signatureKey, input.notificationUrl), 'utf8');
  const given = Buffer.from(input.signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function squareSignature(rawBody: string | Buffer, signatureKey: string, notificationUrl: string): string {
  return createHmac('sha256', signatureKey).update(notificationUrl).update(rawBody).digest('base64');
}
