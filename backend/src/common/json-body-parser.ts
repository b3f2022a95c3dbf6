import type { RawBodyRequest } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.js';
import { BodyTooDeepError, NulCharacterError } from './request-errors.js';

/** Request bodies above this are refused with 413 (the largest real one, a booking, is a few kB). Fastify's `bodyLimit`. */
export const REQUEST_BODY_LIMIT_BYTES = 100 * 1024;

/**
 * Deepest nesting of objects and arrays a JSON body may have. The forms send two levels (a booking's
 * `serviceDetails`) and Square's webhook events under ten; class-transformer and class-validator recurse once
 * per level, so a body a few thousand levels deep (15 kB of brackets) would overflow the stack on any route.
 */
export const MAX_JSON_DEPTH = 32;

/** A request with a JSON body: Nest's `rawBody` option keeps its exact bytes beside the parsed value (Square signs the bytes). */
export type RequestWithRawBody = RawBodyRequest<FastifyRequest>;

/**
 * The app's request-body parsers. Fastify reads every body (its `bodyLimit`: over it, declared or received, is
 * a 413; a broken upload is a 400) and Nest keeps a JSON body's bytes as `rawBody`; the error filter words
 * their refusals. Any other body (a form, text, a JSON-suffixed type) is read and dropped, leaving no body: the
 * route's validation then refuses the request with its own message, as it would an empty one.
 *
 * What stays custom is the JSON parser given to Nest, because Fastify's own one answers differently: it
 * refuses an empty body (here `{}`), takes any JSON value (here only an object or an array), ignores the
 * charset and Content-Encoding (here anything but UTF-8 without an encoding is a 415), and builds the whole
 * value before anyone could check its depth. This one screens the text first, in one pass: nesting deeper than
 * MAX_JSON_DEPTH or a NUL character (`\u0000`) in any string or key is a 400 with its own message (PostgreSQL
 * text cannot hold NUL, and no form sends it). It runs once Fastify has read the whole body, so none of its
 * answers races the upload.
 */
export function registerBodyParsers(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  fastify.removeAllContentTypeParsers();
  app.useBodyParser('application/json', {}, parseJsonBody);
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => done(null, undefined));
}

function parseJsonBody(request: FastifyRequest, raw: Buffer, done: (error: Error | null, body?: unknown) => void): void {
  const unsupported = unsupportedEncoding(request.headers);
  if (unsupported) return done(bodyError(415, unsupported));
  try {
    done(null, parseStrictJson(raw));
  } catch (error) {
    if (error instanceof DomainError) return done(error);
    done(bodyError(400, error instanceof Error ? error.message : 'invalid JSON'));
  }
}

function unsupportedEncoding(headers: FastifyRequest['headers']): string | undefined {
  const charset = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(headers['content-type'] ?? '')?.[2].toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') return `unsupported charset "${charset.toUpperCase()}"`;
  const encoding = (headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding !== 'identity') return `unsupported content encoding "${encoding}"`;
  return undefined;
}

function parseStrictJson(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  let text = raw.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // eslint-disable-next-line no-control-regex -- JSON's own whitespace (tab, LF, CR) is what is skipped here
  const first = /^[\x20\x09\x0a\x0d]*(.)/s.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw new SyntaxError('JSON body must be an object or an array');
  if (mayNeedScreening(text)) screenJsonText(text);
  return JSON.parse(text);
}

/**
 * Whether `screenJsonText` could refuse the text: it holds the escape of a NUL, or more opening brackets than
 * MAX_JSON_DEPTH. Two native searches instead of a character loop: every form's body answers no (docs/performance.md).
 */
function mayNeedScreening(text: string): boolean {
  if (text.includes('\\u0000')) return true;
  const opening = /[[{]/g;
  for (let brackets = 1; opening.exec(text) !== null; brackets += 1) if (brackets > MAX_JSON_DEPTH) return true;
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * One pass over the text before anything is built: refuses nesting deeper than MAX_JSON_DEPTH and the escape
 * `\u0000` inside a string (JSON can only carry NUL escaped: a raw one is malformed and JSON.parse refuses it).
 * Brackets inside strings do not count, and an escaped backslash cannot start an escape. Anything malformed is
 * left to JSON.parse.
 */
function screenJsonText(text: string): void {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      for (i += 1; i < text.length; i += 1) {
        const s = text.charCodeAt(i);
        if (s === QUOTE) break;
        if (s === BACKSLASH) {
          i += 1;
          if (text.startsWith('u0000', i)) throw new NulCharacterError();
        }
      }
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      depth += 1;
      if (depth > MAX_JSON_DEPTH) throw new BodyTooDeepError(MAX_JSON_DEPTH);
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
}

/** A refusal below the routes: its `statusCode` is what the error filter maps (and words). */
function bodyError(statusCode: 400 | 415, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}
