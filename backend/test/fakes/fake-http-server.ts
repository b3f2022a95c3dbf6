/**
 * Minimal local HTTP server for fake provider APIs: 127.0.0.1, port 0 (the OS picks a free port),
 * records every request URL, and can leave requests hanging to exercise client timeouts.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeHttpServer {
  /** e.g. 'http://127.0.0.1:53211', no trailing slash. */
  baseUrl: string;
  /** Every request received, newest last. */
  requests: URL[];
  /** Also drops hanging connections, so a test never waits for them. */
  close(): Promise<void>;
}

/** Returning nothing from the handler without writing a response leaves the request hanging. */
export type FakeHandler = (url: URL, response: ServerResponse, request: IncomingMessage) => void;

export async function startFakeHttpServer(handler: FakeHandler): Promise<FakeHttpServer> {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    handler(url, response, request);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body));
}

/** Straight-line metres, for fakes that invent plausible road distances. */
export function straightLineMeters(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const h = Math.sin(toRad(b.lat - a.lat) / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(toRad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(h));
}
