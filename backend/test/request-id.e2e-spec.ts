import { captureOutput } from './support/captured-output.js';
import { createTestApp, type TestApp } from './support/test-app.js';

// An owner who reports "it said something went wrong" can quote the request id: every answer carries it in
// X-Request-Id, a fault's answer in its body too, and the log lines of that request name it.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  let t: TestApp;
  let output: ReturnType<typeof captureOutput>;

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' });
    output = captureOutput();
  });
  beforeEach(() => output.clear());
  afterAll(async () => {
    output.restore();
    await t.close();
  });

  const logLines = () => output.lines().map((line) => JSON.parse(line) as { level: string; context?: string; message: Record<string, unknown> });

  it('gives every answer its own id, and logs the request line with it', async () => {
    const [a, b] = [await t.http.get('/api/health').expect(200), await t.http.get('/api/business').expect(200)];
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const requests = logLines().filter((line) => line.context === 'HTTP');
    expect(requests.map((line) => line.message)).toEqual([
      expect.objectContaining({ msg: 'request', requestId: a.headers['x-request-id'], path: '/api/health', status: 200 }),
      expect.objectContaining({ msg: 'request', requestId: b.headers['x-request-id'], path: '/api/business', status: 200 }),
    ]);
  });

  it('names a refusal in its header and in its log line', async () => {
    const res = await t.http.post('/api/quotes').send({ serviceType: 'boat' }).expect(400);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    const refused = logLines().find((line) => line.context === 'Errors');
    expect(refused?.message).toMatchObject({ msg: 'request refused', status: 400, requestId: id, path: '/api/quotes' });
  });

  it('ignores an id the client sends when no proxy is trusted', async () => {
    const res = await t.http.get('/api/health').set('X-Request-Id', 'chosen-by-the-client').expect(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });
});
