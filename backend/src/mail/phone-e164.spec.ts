import { toE164 } from './phone-e164.js';

describe(toE164.name, () => {
  it.each([
    ['(801) 555-0123', '+18015550123'],
    ['801-555-0123', '+18015550123'],
    ['801.555.0123', '+18015550123'],
    ['8015550123', '+18015550123'],
    [' 801 555 0123 ', '+18015550123'],
    ['1 801 555 0123', '+18015550123'],
    ['1-801-555-0123', '+18015550123'],
    ['+1 (801) 555-0123', '+18015550123'],
    ['+18015550123', '+18015550123'],
    ['+44 7911 123456', '+447911123456'],
    ['+49 30 1234567', '+49301234567'],
  ])('reads %j as %s', (text, e164) => {
    expect(toE164(text)).toBe(e164);
  });

  it.each([
    ['', 'empty'],
    ['555-0123', 'seven digits'],
    ['(801) 555-012', 'nine digits'],
    ['0801 555 0123', 'a US number starting with 0'],
    ['1801555012', 'ten digits starting with 1'],
    ['2 801 555 0123', 'eleven digits not starting with the US code'],
    ['+0 801 555 0123', 'a country code starting with 0'],
    ['+1234567', 'too short with a plus'],
    ['+1234567890123456', 'more than 15 digits'],
    ['801-555-0123 ext 4', 'an extension'],
    ['801-CALL-NOW', 'letters'],
    ['++18015550123', 'two plus signs'],
    ['18015550123+', 'a plus at the end'],
  ])('refuses %j (%s)', (text) => {
    expect(toE164(text)).toBeNull();
  });
});
