import express, { type Response } from 'express';
import request from 'supertest';
import { JsonExpressAdapter } from './json-express-adapter.js';

// The adapter's direct path must send what Express's res.json sends, byte for byte and header for header.
describe('JsonExpressAdapter.reply', () => {
  const adapter = new JsonExpressAdapter();
  const app = express();
  app.set('etag', false); // as app-setup.ts configures the app
  app.disable('x-powered-by');
  const bodies: Record<string, unknown> = {
    object: { distance: 3.2, withinServiceArea: true, serviceAreaMessage: null, skipped: undefined, breakdown: [{ label: 'Base fare', amount: '$15.00' }] },
    array: [1, 'two', { three: 3 }, null],
    unicode: { message: 'Café ✓ “quoted” \u2028 line', emoji: '🚗' },
    nullPrototype: Object.assign(Object.create(null), { a: 1 }),
    nested: { toJSON: undefined, inner: { date: new Date('2026-06-03T16:00:00Z') } },
  };
  app.all('/adapter/:name/:status', (req, res) => adapter.reply(res, bodies[req.params.name], Number(req.params.status)));
  app.all('/express/:name/:status', (req, res) => res.status(Number(req.params.status)).json(bodies[req.params.name]));
  app.all('/typed/:via', (req, res: Response) => {
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    if (req.params.via === 'adapter') adapter.reply(res, 'BEGIN:VCALENDAR', 200);
    else res.status(200).send('BEGIN:VCALENDAR');
  });

  const comparable = (res: request.Response) => {
    const { date: _date, ...headers } = res.headers;
    return { status: res.status, headers, body: res.text };
  };

  it.each(Object.keys(bodies).flatMap((name) => [200, 201, 422].map((status): [string, number] => [name, status])))(
    'sends %s with status %d exactly as res.json does',
    async (name, status) => {
      const [direct, viaExpress] = await Promise.all([request(app).post(`/adapter/${name}/${status}`), request(app).post(`/express/${name}/${status}`)]);
      expect(direct.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(comparable(direct)).toEqual(comparable(viaExpress));
    },
  );

  it('answers HEAD with the headers and no body, as Express does', async () => {
    const [direct, viaExpress] = await Promise.all([request(app).head('/adapter/object/200'), request(app).head('/express/object/200')]);
    expect(direct.text).toBeUndefined();
    expect(comparable(direct)).toEqual(comparable(viaExpress));
  });

  it('leaves 204 answers, strings and handler-chosen content types to Express', async () => {
    const [direct, viaExpress] = await Promise.all([request(app).get('/adapter/object/204'), request(app).get('/express/object/204')]);
    expect(direct.status).toBe(204);
    expect(comparable(direct)).toEqual(comparable(viaExpress));
    const [typed, typedExpress] = await Promise.all([request(app).get('/typed/adapter'), request(app).get('/typed/express')]);
    expect(typed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(comparable(typed)).toEqual(comparable(typedExpress));
  });
});
