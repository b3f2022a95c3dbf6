import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { NulCharacterError } from './request-errors.js';

/**
 * Refuses a path or query string carrying an encoded NUL (`%00`) before any route reads it: PostgreSQL text
 * cannot hold NUL, so a lookup or an insert with it would fail there as a 500. A raw NUL byte never gets this far
 * (Node's HTTP parser refuses it), and `%2500` is a literal '%00', which is allowed.
 */
export function refuseNulInUrl(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  if (request.url.includes('%00')) return done(new NulCharacterError());
  done();
}
