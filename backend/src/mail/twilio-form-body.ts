import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { REQUEST_BODY_LIMIT_BYTES } from '../common/json-body-parser.js';
import { pathOf } from '../common/request-path.js';

/** Routes whose form bodies are read: Twilio's webhooks. */
const TWILIO_PATHS = '/api/twilio/';

/**
 * Twilio posts its webhooks form-encoded (application/x-www-form-urlencoded); the app's own body parsers
 * (common/json-body-parser.ts) read and drop every body but JSON. This adds a form parser for Twilio's routes only:
 * every other route still gets no body from a form, as before, so no route takes form posts by accident.
 *
 * Parsed with URLSearchParams, the WHATWG form decoding built into Node, rather than @fastify/formbody: that package is
 * here only as a dependency of @nestjs/platform-fastify, which the backend does not declare, and the fields Twilio
 * sends are flat strings. Registered while the app initialises (before Fastify is ready), after the app's parsers.
 */
@Injectable()
export class TwilioFormBodyParser implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify || fastify.hasContentTypeParser('application/x-www-form-urlencoded')) return;
    fastify.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: REQUEST_BODY_LIMIT_BYTES },
      (request: FastifyRequest, body: string | Buffer, done: (error: Error | null, body?: unknown) => void) => {
        if (!pathOf(request.url).startsWith(TWILIO_PATHS)) return done(null, undefined);
        // Handed on as URLSearchParams: the webhooks take their fields only from a form (not from a JSON body).
        done(null, new URLSearchParams(body.toString()));
      },
    );
  }
}
