import Fastify from 'fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { registerBodyParsers, type RequestWithRawBody } from './json-body-parser.js';

const LIMIT = 1024;

function appWithParser() {
  const app = Fastify();
  registerBodyParsers(app, { limitBytes: LIMIT });
  app.all('/echo', async (req: RequestWithRawBody) => ({ body: req.body ?? 'untouched', raw: req.rawBody?.toString('utf8') ?? null }));
  app.setErrorHandler((error: Error & { statusCode?: number }, _req, reply) => {
    const status = error.statusCode ?? 500;
    return reply.status(status).send({ status, message: error.message });
  });
  return app;
}

describe('registerBodyParsers', () => {
  const app = appWithParser();
  beforeAll(() => app.ready());
  afterAll(() => app.close());
  const post = (body: string | Buffer, contentType = 'application/json') => request(app.server).post('/echo').set('Content-Type', contentType).send(body);

  it('parses an object and keeps the exact bytes', async () => {
    const text = '{"serviceType":"ride", "n": 1.50, "nested": {"a": [1, 2]}}';
    const res = await post(text).expect(200);
    expect(res.body).toEqual({ body: { serviceType: 'ride', n: 1.5, nested: { a: [1, 2] } }, raw: text });
  });

  it.each([
    ['an array', '[1,"two"]', [1, 'two']],
    ['leading whitespace', ' \n\t{"a":1}', { a: 1 }],
    ['a byte-order mark', '\ufeff{"a":1}', { a: 1 }],
    ['non-ASCII text', '{"name":"José 🚗"}', { name: 'José 🚗' }],
    ['an empty body', '', {}],
  ])('accepts %s', async (_name, text, parsed) => {
    expect((await post(text).expect(200)).body.body).toEqual(parsed);
  });

  it.each(['application/json; charset=utf-8', 'Application/JSON; Charset="UTF-8"', 'application/json;charset=utf8'])('accepts the content type %s', async (type) => {
    expect((await post('{"a":1}', type).expect(200)).body.body).toEqual({ a: 1 });
  });

  it.each([
    ['malformed JSON', '{"a":'],
    ['a bare string', '"ride"'],
    ['a bare number', '42'],
    ['null', 'null'],
    ['trailing garbage', '{"a":1} x'],
  ])('refuses %s with 400', async (_name, text) => {
    const res = await post(text).expect(400);
    expect(res.body.status).toBe(400);
  });

  it('refuses a declared body over the limit with 413', async () => {
    await post(JSON.stringify({ pad: 'x'.repeat(LIMIT) })).expect(413);
  });

  it('refuses a chunked body that grows over the limit with 413, after reading it to its end', async () => {
    const server = Fastify();
    registerBodyParsers(server, { limitBytes: LIMIT });
    server.post('/echo', async () => ({}));
    server.setErrorHandler((error: Error & { statusCode?: number }, _req, reply) => reply.status(error.statusCode ?? 500).send({ status: error.statusCode, message: error.message }));
    await server.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = server.server.address() as AddressInfo;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ port, method: 'POST', path: '/echo', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } }, (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.write('{"pad":"');
        for (let i = 0; i < 4; i += 1) req.write('x'.repeat(LIMIT / 2));
        req.end('"}');
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ status: 413, message: 'request entity too large' });
    } finally {
      await server.close();
    }
  });

  it.each([
    ['another charset', { 'Content-Type': 'application/json; charset=latin1' }],
    ['a compressed body', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }],
  ])('refuses %s with 415', async (_name, headers) => {
    const res = await request(app.server).post('/echo').set(headers).send('{"a":1}').expect(415);
    expect(res.body.status).toBe(415);
  });

  it.each([
    ['a form body', 'application/x-www-form-urlencoded', 'a=1'],
    ['text', 'text/plain', '{"a":1}'],
    ['a JSON-suffixed type', 'application/vnd.api+json', '{"a":1}'],
  ])('leaves %s unparsed', async (_name, type, text) => {
    const res = await post(text, type).expect(200);
    expect(res.body).toEqual({ body: 'untouched', raw: null });
  });

  it('leaves a request without a body alone', async () => {
    const res = await request(app.server).get('/echo').set('Content-Type', 'application/json').expect(200);
    expect(res.body).toEqual({ body: 'untouched', raw: null });
  });
});
