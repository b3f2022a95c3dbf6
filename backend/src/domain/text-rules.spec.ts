import { cleanTextInput, isAllowedText, stripBidiControls, textRefusalMessage, type TextKind } from './text-rules.js';

describe(isAllowedText.name, () => {
  it.each<[string, string, TextKind, boolean]>([
    ['a plain name', 'Jamie Rivera', 'single-line', true],
    ['accents and emoji', 'José Ñúñez 🚗', 'single-line', true],
    ['right-to-left letters', 'דוד כהן', 'single-line', true],
    ['a bidi override (stripped, not refused)', 'Jamie \u202ERivera', 'single-line', true],
    ['LF in a name', 'Jamie\nRivera', 'single-line', false],
    ['CR in a name', 'Jamie\rRivera', 'single-line', false],
    ['a tab in an address', '2350 Wall Ave\tOgden', 'single-line', false],
    ['NUL', 'A\u0000B', 'single-line', false],
    ['ESC (C0)', 'A\u001B[31mB', 'single-line', false],
    ['DEL', 'A\u007FB', 'single-line', false],
    ['a C1 control', 'A\u0085B', 'single-line', false],
    ['a line separator', 'A\u2028B', 'single-line', false],
    ['a paragraph separator', 'A\u2029B', 'single-line', false],
    ['LF in instructions', 'Gate code 1234\nLeave at the door', 'multi-line', true],
    ['CRLF in instructions', 'Line one\r\nLine two', 'multi-line', true],
    ['a tab in instructions', 'Bags:\t2', 'multi-line', true],
    ['NUL in instructions', 'A\u0000B', 'multi-line', false],
    ['a vertical tab in instructions', 'A\u000BB', 'multi-line', false],
    ['a form feed in instructions', 'A\u000CB', 'multi-line', false],
    ['a C1 control in instructions', 'A\u009BB', 'multi-line', false],
    ['a line separator in instructions', 'A\u2028B', 'multi-line', false],
    ['empty text', '', 'single-line', true],
  ])('%s (%j, %s) → %s', (_name, text, kind, allowed) => {
    expect(isAllowedText(text, kind)).toBe(allowed);
  });
});

describe(stripBidiControls.name, () => {
  it.each([
    ['plain text is unchanged', 'Jamie Rivera', 'Jamie Rivera'],
    ['right-to-left letters are kept', 'דוד כהן', 'דוד כהן'],
    ['a right-to-left override', 'Jamie \u202ERivera', 'Jamie Rivera'],
    ['every embedding and override', '\u202AA\u202BB\u202CC\u202DD\u202EE', 'ABCDE'],
    ['every isolate', '\u2066A\u2067B\u2068C\u2069', 'ABC'],
    ['the direction marks', '\u200EA\u200FB\u061CC', 'ABC'],
    ['a zero-width joiner is not a bidi control', 'A\u200DB', 'A\u200DB'],
    ['control characters are left for the refusal', 'A\nB', 'A\nB'],
  ])('%s', (_name, text, expected) => {
    expect(stripBidiControls(text)).toBe(expected);
  });
});

describe(cleanTextInput.name, () => {
  it.each<[string, unknown, unknown]>([
    ['a string is stripped', '\u202Eabc', 'abc'],
    ['a number is left for the type check', 42, 42],
    ['null stays null', null, null],
    ['undefined stays undefined', undefined, undefined],
  ])('%s', (_name, value, expected) => {
    expect(cleanTextInput(value)).toEqual(expected);
  });

  it('leaves an object as it is', () => {
    const value = { a: '\u202E' };
    expect(cleanTextInput(value)).toBe(value);
  });
});

describe(textRefusalMessage.name, () => {
  it.each<[string, TextKind, string]>([
    ['Full name', 'single-line', 'Full name must be a single line without control characters.'],
    ['Instructions', 'multi-line', 'Instructions must not contain control characters.'],
  ])('%s, %s', (label, kind, message) => {
    expect(textRefusalMessage(label, kind)).toBe(message);
  });
});
