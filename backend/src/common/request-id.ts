import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Header that carries a request's id: on every answer, and from a trusted proxy that assigned one. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like to be kept (a UUID, or a load balancer's trace id); anything else is replaced. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: each request's id, as logged with its lines and sent back in X-Request-Id, so an owner
 * can quote it and the matching log lines can be found. Behind trusted proxies (TRUST_PROXY > 0) the id a proxy
 * sent is kept, so its log and ours agree; a client's own header is otherwise ignored.
 */
export function requestIdGenerator(trustedProxies: number): (request: IncomingMessage) => string {
  return (request) => {
    const forwarded = request.headers[REQUEST_ID_HEADER];
    return trustedProxies > 0 && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
  };
}

/** Every answer, error or not, carries its request's id. */
export function registerRequestIdHeader(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
