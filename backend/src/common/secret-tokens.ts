import { createHash, randomBytes } from 'node:crypto';

/**
 * The links that act on their own (a customer's manage link, the owner's password-reset and sign-in links) carry a
 * random token that only its mail ever holds: the database keeps its SHA-256, so a copy of the database opens nothing.
 */
export function newSecretToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What is stored of a token and what a presented token is looked up by. */
export function secretTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
