import { isApiPath, loggedPath, pathOf } from './request-path.js';

describe('request paths', () => {
  it.each([
    ['/api/quotes?x=1&y=2', '/api/quotes'],
    ['/api/quotes', '/api/quotes'],
    ['/?', '/'],
  ])('pathOf(%p) → %p', (url, path) => expect(pathOf(url)).toBe(path));

  it.each([
    ['/api/quotes?x=1', '/api/quotes'],
    ['/api/manage/T0kenT0kenT0kenT0kenT0kenT0ken_-', '/api/manage/:token'],
    ['/api/manage/T0kenT0kenT0kenT0kenT0kenT0ken_-/cancel?x=1', '/api/manage/:token/cancel'],
    ['/manage/T0kenT0kenT0kenT0kenT0kenT0ken_-', '/manage/:token'],
  ])('loggedPath(%p) → %p', (url, path) => expect(loggedPath(url)).toBe(path));

  it.each([
    ['/api', true],
    ['/api/quotes', true],
    ['/apiary', false],
    ['/admin/dashboard', false],
  ])('isApiPath(%p) → %p', (path, api) => expect(isApiPath(path)).toBe(api));
});
