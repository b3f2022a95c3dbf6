import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A request as this parser leaves it: the exact bytes beside the parsed value (Square signs the bytes). */
export type RequestWithRawBody = FastifyRequest & { rawBody?: Buffer };

/**
 * The app's only request-body parsers, in place of Fastify's own, so every refusal has the app's JSON error
 * shape and wording (the error carries a `statusCode` the error filter maps):
 *
 * - `application/json` bodies: UTF-8 only (a leading byte-order mark is dropped); another charset or a
 *   `Content-Encoding` is a 415. Strict: the text must be an object or an array; an empty body is `{}`.
 *   Over `limitBytes` (declared or received) is a 413; malformed JSON or a broken upload is a 400.
 * - Any other body (a form, text, a JSON-suffixed type) is read and dropped, leaving no body: the route's
 *   validation then refuses the request with its own message, as it would an empty one.
 *
 * An error is passed on only once the request has been read to its end, so the answer never races the upload.
 */
export function registerBodyParsers(fastify: FastifyInstance, { limitBytes }: { limitBytes: number }): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', (request: RequestWithRawBody, payload: IncomingMessage, done: (error: Error | null, body?: unknown) => void) => {
    readJsonBody(payload, request.headers, limitBytes, (error, raw) => {
      if (error || !raw) return done(error);
      request.rawBody = raw;
      try {
        done(null, parseStrictJson(raw));
      } catch (parseError) {
        done(bodyError(400, parseError instanceof Error ? parseError.message : 'invalid JSON'));
      }
    });
  });
  fastify.addContentTypeParser('*', (_request: FastifyRequest, payload: IncomingMessage, done: (error: Error | null, body?: unknown) => void) => {
    payload.on('error', () => undefined);
    payload.once('end', () => done(null, undefined));
    payload.once('close', () => payload.complete || done(bodyError(400, 'request aborted')));
    payload.resume();
  });
}

function readJsonBody(payload: IncomingMessage, headers: IncomingMessage['headers'], limitBytes: number, callback: (error: Error | null, raw?: Buffer) => void): void {
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
  const first = /^[\x20\x09\x0a\x0d]*(.)/s.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw new SyntaxError('JSON body must be an object or an array');
  return JSON.parse(text);
}

function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType ?? '');
  return match ? match[2].toLowerCase() : undefined;
}

function bodyError(statusCode: 400 | 413 | 415, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}
