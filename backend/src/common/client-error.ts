import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';

/**
 * What Node's HTTP parser refuses before any route sees the request (headers or a URL over the size limit, a broken
 * request line, a client too slow to send its headers) gets the app's error shape, `code` included, like every other
 * refusal; Fastify's own handler would answer without a code. The connection is closed after it, as Fastify does.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [statusCode, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'HEADERS_TOO_LARGE', 'The request headers or address are too long.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive.']
        : [400, 'BAD_REQUEST', 'The request is malformed.'];
  const body = JSON.stringify({ statusCode, error: STATUS_CODES[statusCode], message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
