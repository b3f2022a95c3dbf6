import { keywordOf } from './text-keywords.js';

describe(keywordOf.name, () => {
  it.each(['STOP', 'stop', 'Stop', ' STOP ', 'STOP.', 'stop!', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'cancel', 'END', 'QUIT', 'OPTOUT', 'REVOKE', 'Stop\n'])(
    '%j opts out',
    (body) => {
      expect(keywordOf(body)).toBe('opt-out');
    },
  );

  it.each(['START', 'start', ' Start. ', 'UNSTOP', 'unstop', 'YES'])('%j opts back in', (body) => {
    expect(keywordOf(body)).toBe('opt-in');
  });

  it.each(['', 'Please stop by at 10', 'STOP IT', "Don't stop", 'STOPP', 'ST OP', 'Thanks!', 'S.T.O.P', 'start time?', 'Can you cancel my ride'])(
    '%j is no keyword',
    (body) => {
      expect(keywordOf(body)).toBeNull();
    },
  );
});
