import type { IncomingMessage } from 'node:http';
import { requestIdGenerator } from './request-id.js';

const requestWith = (headers: Record<string, string | string[]>) => ({ headers }) as unknown as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdGenerator', () => {
  it('gives each request a random UUID', () => {
    const next = requestIdGenerator(0);
    const [a, b] = [next(requestWith({})), next(requestWith({}))];
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it.each<[string, number, Record<string, string | string[]>, string | RegExp]>([
    ["keeps a trusted proxy's id", 1, { 'x-request-id': 'lb-4f2a9c1e7b' }, 'lb-4f2a9c1e7b'],
    ["ignores a client's own id when no proxy is trusted", 0, { 'x-request-id': 'lb-4f2a9c1e7b' }, UUID],
    ['replaces an id that could forge log text', 1, { 'x-request-id': 'abc"} {"level":"error' }, UUID],
    ['replaces an id too short to be one', 1, { 'x-request-id': 'x' }, UUID],
    ['replaces a repeated header', 1, { 'x-request-id': ['lb-4f2a9c1e7b', 'lb-4f2a9c1e7c'] }, UUID],
  ])('%s', (_name, proxies, headers, expected) => {
    const id = requestIdGenerator(proxies)(requestWith(headers));
    if (typeof expected === 'string') expect(id).toBe(expected);
    else expect(id).toMatch(expected);
  });
});
