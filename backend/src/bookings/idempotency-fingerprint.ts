import { createHash } from 'node:crypto';

/**
 * What an Idempotency-Key is tied to: SHA-256 (hex) of the client's address and the validated request body as
 * canonical JSON (object keys sorted at every depth, so the order a client writes them in does not count). A retry
 * of one submit has the same; another body, or the same body from another client, has another.
 */
export function idempotencyFingerprint(clientAddress: string | undefined, body: unknown): string {
  return createHash('sha256')
    .update(`${clientAddress ?? ''}\n${canonicalJson(body)}`)
    .digest('hex');
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part) ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : part,
  );
}
