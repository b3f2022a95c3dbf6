import { nestLogLevels, printsInfoLines } from './log-levels.js';

describe('log levels', () => {
  it.each([
    ['debug', true],
    ['info', true],
    ['warn', false],
    ['error', false],
    ['silent', false],
  ] as const)('at LOG_LEVEL=%s info lines (request lines) are printed: %s', (setting, printed) => {
    expect(printsInfoLines(setting)).toBe(printed);
    expect(nestLogLevels(setting).includes('log')).toBe(printed);
  });

  it('keeps errors at every level but silent', () => {
    expect(nestLogLevels('error')).toEqual(['fatal', 'error']);
    expect(nestLogLevels('silent')).toEqual([]);
  });
});
