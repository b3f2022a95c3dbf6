import { hasMessageKindLabel } from '../domain/message-kinds.js';
import { MAIL_KINDS, TEXT_KINDS } from '../mail/mail-outbox.entity.js';

// The owner reads every message the site sends by its kind's words (the outbox, a booking's history): a new kind
// needs its words in domain/message-kinds.ts.
describe('message kind labels', () => {
  it.each([...MAIL_KINDS, ...TEXT_KINDS])('%s has the owner’s words', (kind) => {
    expect(hasMessageKindLabel(kind)).toBe(true);
  });
});
