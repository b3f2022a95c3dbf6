import { allowedOrigins } from './origin-check.js';

describe(allowedOrigins.name, () => {
  it.each([
    ['https://book.example.com', [], ['https://book.example.com']],
    ['https://book.example.com/', [' https://www.example.com/ ', ''], ['https://book.example.com', 'https://www.example.com']],
    ['http://127.0.0.1:4000', [], ['http://127.0.0.1:4000', 'http://localhost:4000', 'http://[::1]:4000']],
    ['http://localhost', [], ['http://127.0.0.1', 'http://localhost', 'http://[::1]']],
    ['https://book.example.com:8443', [], ['https://book.example.com:8443']],
  ])('the site %s with extra origins %j allows %j', (site, extra, expected) => {
    expect([...allowedOrigins(site, extra)].sort()).toEqual([...expected].sort());
  });
});
