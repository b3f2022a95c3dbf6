import type { NextFunction, Request, Response } from 'express';

/** A request as this parser leaves it: the exact bytes beside the parsed value (Square signs the bytes). */
export type RequestWithRawBody = Request & { rawBody?: Buffer };

/**
 * JSON request bodies, parsed the way `express.json({ strict: true })` parses them, minus the machinery this
 * API never needs (iconv decoding, compressed request bodies, configurable type matching): on the hot public
 * routes that machinery was several per cent of the app's CPU (docs/performance.md).
 *
 * - Only `Content-Type: application/json` bodies are read; anything else is left unparsed, as before.
 * - UTF-8 only (a leading byte-order mark is dropped); another charset or a `Content-Encoding` is a 415.
 * - Strict: the text must be an object or an array; an empty body is `{}`.
 * - Over `limitBytes` (declared or received) is a 413; malformed JSON or a broken upload is a 400.
 *
 * Errors carry the `status` the app's error handler maps to its JSON answer. As body-parser does, an error is
 * passed on only once the request has been read to its end, so the answer never races the upload.
 */
export function jsonBodyParser({ limitBytes }: { limitBytes: number }) {
  return (request: RequestWithRawBody, _response: Response, next: NextFunction): void => {
    if (!hasBody(request) || mediaTypeOf(request.headers['content-type']) !== 'application/json') return next();

    const charset = charsetOf(request.headers['content-type']);
    const encoding = (request.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
    const declaredLength = Number(request.headers['content-length']);
    let failure: Error | null = null;
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') failure = bodyError(415, `unsupported charset "${charset.toUpperCase()}"`);
    else if (encoding !== 'identity') failure = bodyError(415, `unsupported content encoding "${encoding}"`);
    else if (declaredLength > limitBytes) failure = bodyError(413, 'request entity too large');

    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = (error: Error | null) => {
      if (settled) return;
      settled = true;
      request.off('data', onData);
      if (error) {
        request.resume(); // drop whatever is still coming
        return next(error);
      }
      next();
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
    request.on('data', onData);
    request.once('end', () => {
      if (failure) return settle(failure);
      const raw = Buffer.concat(chunks, received);
      request.rawBody = raw;
      try {
        request.body = parseStrictJson(raw);
      } catch (error) {
        return settle(bodyError(400, error instanceof Error ? error.message : 'invalid JSON'));
      }
      settle(null);
    });
    request.once('error', (error) => settle(bodyError(400, error.message)));
    request.once('close', () => {
      if (!request.complete) settle(bodyError(400, 'request aborted'));
    });
  };
}

function parseStrictJson(raw: Buffer): unknown {
  if (raw.length === 0) return {};
  let text = raw.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const first = /^[\x20\x09\x0a\x0d]*(.)/s.exec(text)?.[1];
  if (first !== '{' && first !== '[') throw new SyntaxError('JSON body must be an object or an array');
  return JSON.parse(text);
}

/** Whether the request announces a body at all (type-is `hasBody`): chunked, or any Content-Length. */
function hasBody(request: Request): boolean {
  return request.headers['transfer-encoding'] !== undefined || !Number.isNaN(Number.parseInt(request.headers['content-length'] ?? '', 10));
}

function mediaTypeOf(contentType: string | undefined): string | undefined {
  return contentType?.split(';', 1)[0].trim().toLowerCase();
}

function charsetOf(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*("?)([^";\s]*)\1/i.exec(contentType ?? '');
  return match ? match[2].toLowerCase() : undefined;
}

function bodyError(status: 400 | 413 | 415, message: string): Error {
  return Object.assign(new Error(message), { status });
}
