import { All, Controller, Module, Req } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { DomainErrorFilter } from './domain-error.filter.js';
import { MAX_JSON_DEPTH, REQUEST_BODY_LIMIT_BYTES, registerBodyParsers, type RequestWithRawBody } from './json-body-parser.js';

const LIMIT = 1024;

@Controller()
class EchoController {
  @All('echo')
  echo(@Req() req: RequestWithRawBody) {
    return { body: req.body ?? 'untouched', raw: req.rawBody?.toString('utf8') ?? null };
  }
}

@Module({ controllers: [EchoController] })
class EchoModule {}

/** Nest on Fastify as bootstrap.ts builds it (`bodyLimit`, `rawBody`), with the app's parsers and error filter. */
async function appWithParser(limitBytes = LIMIT): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(EchoModule, new FastifyAdapter({ bodyLimit: limitBytes }), {
    logger: false,
    bodyParser: false,
    rawBody: true,
  });
  registerBodyParsers(app);
  app.useGlobalFilters(new DomainErrorFilter());
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

const NOT_JSON = { statusCode: 400, error: 'Bad Request', message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' };

describe('registerBodyParsers', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await appWithParser();
  });
  afterAll(() => app.close());
  const post = (body: string | Buffer, contentType = 'application/json') =>
    request(app.getHttpServer()).post('/echo').set('Content-Type', contentType).send(body);

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

  it.each(['application/json; charset=utf-8', 'Application/JSON; Charset="UTF-8"', 'application/json;charset=utf8'])(
    'accepts the content type %s',
    async (type) => {
      expect((await post('{"a":1}', type).expect(200)).body.body).toEqual({ a: 1 });
    },
  );

  it.each([
    ['malformed JSON', '{"a":'],
    ['a bare string', '"ride"'],
    ['a bare number', '42'],
    ['null', 'null'],
    ['trailing garbage', '{"a":1} x'],
  ])('refuses %s with 400', async (_name, text) => {
    const res = await post(text).expect(400);
    expect(res.body).toEqual(NOT_JSON);
  });

  const nested = (depth: number, inner = '1') => '['.repeat(depth) + inner + ']'.repeat(depth);
  const nestedObject = (depth: number) => '{"a":'.repeat(depth - 1) + '{}' + '}'.repeat(depth - 1);

  it.each([
    ['arrays at the limit', nested(MAX_JSON_DEPTH)],
    ['objects at the limit', nestedObject(MAX_JSON_DEPTH)],
    ['brackets inside a string', JSON.stringify({ text: '['.repeat(500) })],
    ['an escaped quote before brackets in a string', JSON.stringify({ text: '"[[[[' + '['.repeat(500) })],
    ['an escaped backslash before u0000', JSON.stringify({ text: '\\u0000' })],
    ['a literal "%00"', JSON.stringify({ text: '%00' })],
    ['other escaped control characters (judged per field later)', JSON.stringify({ text: 'a\nb\u0001' })],
  ])('accepts %s', async (_name, text) => {
    expect((await post(text).expect(200)).body.body).toEqual(JSON.parse(text));
  });

  describe('with the app’s real limit', () => {
    // These bodies are about 15 kB: well under the app's limit, over this suite's.
    let roomy: NestFastifyApplication;
    beforeAll(async () => {
      roomy = await appWithParser(REQUEST_BODY_LIMIT_BYTES);
    });
    afterAll(() => roomy.close());

    it.each([
      ['arrays one level over the limit', nested(MAX_JSON_DEPTH + 1)],
      ['objects one level over the limit', nestedObject(MAX_JSON_DEPTH + 1)],
      ['5,000 levels of arrays', nested(5000, '')],
      ['3,000 levels of objects inside a known field', `{"serviceDetails":${nestedObject(3000)}}`],
      ['deep nesting that is also unbalanced', '['.repeat(5000)],
    ])('refuses %s with 400', async (_name, text) => {
      const res = await request(roomy.getHttpServer()).post('/echo').set('Content-Type', 'application/json').send(text);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'BODY_TOO_DEEP',
        message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
      });
    });
  });

  it.each([
    ['in a value', '{"fullName":"A\\u0000B"}'],
    ['alone', '{"fullName":"\\u0000"}'],
    ['in a key', '{"a\\u0000":1}'],
    ['in a nested array', '{"serviceDetails":{"list":["ok","\\u0000"]}}'],
    ['after an escaped quote', '{"a":"\\"\\u0000"}'],
  ])('refuses a NUL character %s with 400', async (_name, text) => {
    const res = await post(text);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', code: 'NUL_CHARACTER', message: 'Text must not contain the NUL character (U+0000).' });
  });

  it('refuses a raw NUL byte as malformed JSON', async () => {
    const res = await post('{"a":"x\u0000y"}');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(NOT_JSON);
  });

  const TOO_LARGE = { statusCode: 413, error: 'Payload Too Large', message: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' };

  it('refuses a declared body over the limit with 413', async () => {
    const res = await post(JSON.stringify({ pad: 'x'.repeat(LIMIT) })).expect(413);
    expect(res.body).toEqual(TOO_LARGE);
  });

  it('refuses a chunked body that grows over the limit with 413', async () => {
    const server = await appWithParser();
    await server.listen(0, '127.0.0.1');
    try {
      const { port } = server.getHttpServer().address() as AddressInfo;
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { port, host: '127.0.0.1', method: 'POST', path: '/echo', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' } },
          (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.write('{"pad":"');
        for (let i = 0; i < 4; i += 1) req.write('x'.repeat(LIMIT / 2));
        req.end('"}');
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(TOO_LARGE);
    } finally {
      await server.close();
    }
  });

  it.each([
    ['another charset', { 'Content-Type': 'application/json; charset=latin1' }],
    ['a compressed body', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }],
  ])('refuses %s with 415', async (_name, headers) => {
    const res = await request(app.getHttpServer()).post('/echo').set(headers).send('{"a":1}').expect(415);
    expect(res.body).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Unsupported content type; send JSON.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it.each([
    ['a form body', 'application/x-www-form-urlencoded', 'a=1'],
    ['text', 'text/plain', '{"a":1}'],
    ['a JSON-suffixed type', 'application/vnd.api+json', '{"a":1}'],
  ])('leaves %s unparsed', async (_name, type, text) => {
    const res = await post(text, type).expect(200);
    expect(res.body).toEqual({ body: 'untouched', raw: null });
  });

  it('refuses any other body over the limit with 413 too', async () => {
    const res = await post('x'.repeat(LIMIT + 1), 'text/plain').expect(413);
    expect(res.body).toEqual(TOO_LARGE);
  });

  it('leaves a request without a body alone', async () => {
    const res = await request(app.getHttpServer()).get('/echo').set('Content-Type', 'application/json').expect(200);
    expect(res.body).toEqual({ body: 'untouched', raw: null });
  });
});
