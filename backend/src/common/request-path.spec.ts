import { isApiPath, pathOf } from './request-path.js';

describe('request paths', () => {
  it.each([
    ['/api/quotes?x=1&y=2', '/api/quotes'],
    ['/api/quotes', '/api/quotes'],
    ['/?', '/'],
  ])('pathOf(%p) → %p', (url, path) => expect(pathOf(url)).toBe(path));

  it.each([
    ['/api', true],
    ['/api/quotes', true],
    ['/apiary', false],
    ['/admin/dashboard', false],
  ])('isApiPath(%p) → %p', (path, api) => expect(isApiPath(path)).toBe(api));
});
