import { keywordOf } from './text-keywords.js';

describe(keywordOf.name, () => {
  it.each(['STOP', 'stop', 'Stop', ' STOP ', 'STOP.', 'stop!', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'cancel', 'END', 'QUIT', 'OPTOUT', 'REVOKE', 'Stop\n'])(
    '%j opts out',
    (body) => {
      expect(keywordOf(body)).toEqual({ keyword: 'opt-out', language: 'en' });
    },
  );

  it.each(['START', 'start', ' Start. ', 'UNSTOP', 'unstop', 'YES'])('%j opts back in', (body) => {
    expect(keywordOf(body)).toEqual({ keyword: 'opt-in', language: 'en' });
  });

  it.each(['HELP', 'help', 'Info?'])('%j asks Twilio for help', (body) => {
    expect(keywordOf(body)).toEqual({ keyword: 'help', language: 'en' });
  });

  it.each<[string, string]>([
    ['PARAR', 'opt-out'],
    ['parar', 'opt-out'],
    ['¡Parar!', 'opt-out'],
    [' Alto. ', 'opt-out'],
    ['INICIAR', 'opt-in'],
    ['iniciar', 'opt-in'],
    ['Ayuda', 'help'],
    ['¿ayuda?', 'help'],
  ])('%j is Spanish for %s', (body, keyword) => {
    expect(keywordOf(body)).toEqual({ keyword, language: 'es' });
  });

  it.each([
    '',
    'Please stop by at 10',
    'STOP IT',
    "Don't stop",
    'STOPP',
    'ST OP',
    'Thanks!',
    'S.T.O.P',
    'start time?',
    'Can you cancel my ride',
    'Parar a las 10',
    'toString',
    '__proto__',
    'constructor',
  ])('%j is no keyword', (body) => {
    expect(keywordOf(body)).toBeNull();
  });
});
