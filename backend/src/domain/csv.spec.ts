import { CSV_BOM, csvField, csvRow } from './csv.js';

describe('csvField', () => {
  it.each<[string, Parameters<typeof csvField>[0], string]>([
    ['plain text as it is', 'Pat Morgan', 'Pat Morgan'],
    ['accented text as it is', 'José Ñúñez', 'José Ñúñez'],
    ['a formula made text', '=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['a leading plus made text', '+1 801 555 0123', "'+1 801 555 0123"],
    ['a leading minus made text', '-2+3', "'-2+3"],
    ['a leading at made text', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['a leading tab made text', '\t=1+1', "'\t=1+1"],
    ['a formula sign later in the text left alone', 'a=b', 'a=b'],
    ['a comma quoted', 'Ogden, UT', '"Ogden, UT"'],
    ['quotes doubled', 'the "big" box', '"the ""big"" box"'],
    ['a line break quoted', 'line 1\nline 2', '"line 1\nline 2"'],
    ['a negative number stays a number', -12.5, '-12.5'],
    ['a number', 42, '42'],
    ['a boolean', true, 'true'],
    ['null empty', null, ''],
    ['undefined empty', undefined, ''],
    ['empty text empty', '', ''],
  ])('%s', (_name, value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('csvRow', () => {
  it('joins fields with commas and ends with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });

  it('has a byte order mark for the start of the file', () => {
    expect(Buffer.from(CSV_BOM, 'utf8')).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
