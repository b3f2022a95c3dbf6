import { searchTerms } from './admin-lists.js';

describe('searchTerms', () => {
  it.each<[string, string, string[]]>([
    ['nothing for empty text', '   ', []],
    ['the text, lower case, trimmed', '  José Ñúñez ', ['%josé ñúñez%']],
    ['a reference with and without its displayed prefix', '254-K7QM2X', ['%254-k7qm2x%', '%k7qm2x%']],
    ['a phone number as typed and as digits', '(801) 555-0123', ['%(801) 555-0123%', '%8015550123%']],
    ['wildcards taken literally', '50%_off\\', ['%50\\%\\_off\\\\%']],
  ])('%s', (_name, search, expected) => {
    expect(searchTerms(search)).toEqual(expected);
  });
});
