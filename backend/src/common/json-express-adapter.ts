import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';

/**
 * Nest's Express adapter with a direct path for the common answer: a handler returning a plain object or array.
 * Express's `res.json` re-reads app settings, re-parses and re-formats the Content-Type to add its charset, and
 * checks request freshness on every call; on the quote and availability routes that was about a seventh of the
 * app's CPU (docs/performance.md). The bytes and headers sent are the same as `res.json`'s with the app's
 * settings (no JSON replacer or spacing, no ETag). Anything else, or a handler that chose its own Content-Type,
 * goes through Express as before.
 */
export class JsonExpressAdapter extends ExpressAdapter {
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    const status = statusCode ?? response.statusCode;
    // 204 and 304 carry no body; Express strips it, so they stay with Express.
    if (!isPlainJson(body) || status === 204 || status === 304 || response.getHeader('Content-Type') !== undefined) {
      return super.reply(response, body, statusCode);
    }
    if (statusCode !== undefined) response.statusCode = statusCode;
    const json = JSON.stringify(body);
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Content-Length', Buffer.byteLength(json));
    return response.end(json);
  }
}

function isPlainJson(body: unknown): body is object {
  if (body === null || typeof body !== 'object') return false;
  if (Array.isArray(body)) return true;
  const prototype = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}
