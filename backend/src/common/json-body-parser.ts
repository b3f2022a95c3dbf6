import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/errors.js';
import { BodyTooDeepError, NulCharacterError } from './request-errors.js';

/**
 * Deepest nesting of objects and arrays a JSON body may have. The forms send two levels (a booking's
 * `serviceDetails`) and Square's webhook events under ten; class-transformer and class-validator recurse once
 * per level, so a body a few thousand levels deep (15 kB of brackets) would overflow the stack on any route.
 */
export const MAX_JSON_DEPTH = 32;

/** A request as this parser leaves it: the exact bytes beside the parsed value (Square signs the bytes). */
export type RequestWithRawBody = FastifyRequest & { rawBody?: Buffer };

/**
 * The app's only request-body parsers, in place of Fastify's own, so every refusal has the app's JSON error
 * shape and wording (the error carries a `statusCode` the error filter maps):
 *
 * - `application/json` bodies: UTF-8 only (a leading byte-order mark is dropped); another charset or a
 *   `Content-Encoding` is a 415. Strict: the text must be an object or an array; an empty body is `{}`.
 *   Over `limitBytes` (declared or received) is a 413; malformed JSON or a broken upload is a 400, and so is
 *   nesting deeper than MAX_JSON_DEPTH or a NUL character (`\u0000`) in any string or key (typed errors with
 *   their own message: PostgreSQL text cannot hold NUL, and no form sends it).
 * - Any other body (a form, text, a JSON-suffixed type) is read and dropped, leaving no body: the route's
 *   validation then refuses the request with its own message, as it would an empty one.
 *
 * An error is passed on only once the request has been read to its end, so the answer never races the upload.
 */
export function registerBodyParsers(fastify: FastifyInstance, { limitBytes }: { limitBytes: number }): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    'application/json',
    (request: RequestWithRawBody, payload: IncomingMessage, done: (error: Error | null, body?: unknown) => void) => {
      readJsonBody(payload, request.headers, limitBytes, (error, raw) => {
        if (error || !raw) return done(error);
        request.rawBody = raw;
        try {
          done(null, parseStrictJson(raw));
        } catch (parseError) {
          if (parseError instanceof DomainError) return done(parseError);
          done(bodyError(400, parseError instanceof Error ? parseError.message : 'invalid JSON'));
        }
      });
    },
  );
  fastify.addContentTypeParser('*', (_request: FastifyRequest, payload: IncomingMessage, done: (error: Error | null, body?: unknown) => void) => {
    payload.on('error', () => undefined);
    payload.once('end', () => done(null, undefined));
    payload.once('close', () => payload.complete || done(bodyError(400, 'request aborted')));
    payload.resume();
  });
}

function readJsonBody(
  payload: IncomingMessage,
  headers: IncomingMessage['headers'],
  limitBytes: number,
  callback: (error: Error | null, raw?: Buffer) => void,
): void {
  const charset = charsetOf(headers['content-type']);
  const encoding = (headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  const declaredLength = Number(headers['content-length']);
  let failure: Error | null = null;
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') failure = bodyError(415, `unsupported charset "${charset.toUpperCase()}"`);
  else if (encoding !== 'identity') failure = bodyError(415, `unsupported content encoding "${encoding}"`);
  else if (declaredLength > limitBytes) failure = bodyError(413, 'request entity too large');

  const chunks: Buffer[] = [];
  let received = 0;
  let settled = false;
  const settle = (error: Error | null, raw?: Buffer) => {
    if (settled) return;
    settled = true;
    payload.off('data', onData);
    if (error) payload.resume(); // drop whatever is still coming
    callback(error, raw);
  };
  const onData = (chunk: Buffer) => {
    if (failure) return;
    received += chunk.length;
    if (received > limitBytes) {
      failure = bodyError(413, 'request entity too large');
      chunks.length = 0;
      return;
    }
    chunks.push(chunk);
  };
  payload.on('data', onData);
  payload.once('end', () => (failure ? settle(failure) : settle(null, Buffer.concat(chunks, received))));
  payload.once('error', (error) => settle(bodyError(400, error.message)));
  payload.once('close', () => {
    if (!payload.complete) settle(bodyError(400, 'request aborted'));
  });
}

function parseStrictJson(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  let text = raw.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // eslint-disable-next-line no-control-regex -- JSON's own whitespace (tab, LF, CR) is what is skipped here
  const first = /^[\x20\x09\x0a\x0d]*(.)/s.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw new SyntaxError('JSON body must be an object or an array');
  screenJsonText(text);
  return JSON.parse(text);
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

function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType ?? '');
  return match ? match[2].toLowerCase() : undefined;
}

function bodyError(statusCode: 400 | 413 | 415, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}
