import { isCustomerLanguage, languageOfAcceptLanguage } from './customer-language.js';

describe(languageOfAcceptLanguage.name, () => {
  it.each<[string | undefined, 'en' | 'es']>([
    [undefined, 'en'],
    ['', 'en'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['es', 'es'],
    ['ES-us', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,es;q=0.5,en;q=0.3', 'es'],
    ['fr-FR,de;q=0.5', 'en'],
    ['en;q=0.2, es;q=0.7', 'es'],
    ['es;q=0, en;q=0.1', 'en'],
    ['es;q=0', 'en'],
    ['*', 'en'],
    ['es;q=banana', 'es'],
    [';;;,,,', 'en'],
    ['es-419', 'es'],
  ])('%j -> %s', (header, language) => {
    expect(languageOfAcceptLanguage(header)).toBe(language);
  });
});

describe(isCustomerLanguage.name, () => {
  it.each<[unknown, boolean]>([
    ['en', true],
    ['es', true],
    ['ES', false],
    ['fr', false],
    ['', false],
    [null, false],
    [1, false],
  ])('%j -> %s', (value, ok) => {
    expect(isCustomerLanguage(value)).toBe(ok);
  });
});
