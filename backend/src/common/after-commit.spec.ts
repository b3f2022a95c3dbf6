import { inTurnAfterCommit } from './after-commit.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('inTurnAfterCommit', () => {
  it('runs the work of subscribers told at once one after another, and the first resolves when all is done', async () => {
    const connection = { data: {} };
    const log: string[] = [];
    const piece = (name: string) => async () => {
      log.push(`${name} starts`);
      await tick();
      log.push(`${name} ends`);
    };
    const first = inTurnAfterCommit(connection, piece('notifier'));
    const second = inTurnAfterCommit(connection, piece('refunds'));
    await second;
    expect(log).toEqual(['notifier starts']);
    await first;
    expect(log).toEqual(['notifier starts', 'notifier ends', 'refunds starts', 'refunds ends']);
  });

  it("runs work queued by a turn's own commit after that turn, without waiting on itself", async () => {
    const connection = { data: {} };
    const log: string[] = [];
    await inTurnAfterCommit(connection, async () => {
      log.push('refund sent');
      // The refund's own transaction commits: its subscribers queue work here.
      await inTurnAfterCommit(connection, async () => {
        log.push('refund told of');
      });
      log.push('refund recorded');
    });
    expect(log).toEqual(['refund sent', 'refund recorded', 'refund told of']);
  });

  it('runs the rest when one piece throws, then throws its error; the next commit starts afresh', async () => {
    const connection = { data: {} };
    const log: string[] = [];
    const failing = inTurnAfterCommit(connection, async () => {
      await tick();
      throw new Error('database away');
    });
    void inTurnAfterCommit(connection, async () => {
      log.push('second ran');
    });
    await expect(failing).rejects.toThrow('database away');
    expect(log).toEqual(['second ran']);
    await inTurnAfterCommit(connection, async () => {
      log.push('next commit');
    });
    expect(log).toEqual(['second ran', 'next commit']);
  });

  it('keeps connections apart', async () => {
    const [one, other] = [{ data: {} }, { data: {} }];
    const log: string[] = [];
    const slow = inTurnAfterCommit(one, async () => {
      await tick();
      log.push('one');
    });
    await inTurnAfterCommit(other, async () => {
      log.push('other');
    });
    await slow;
    expect(log).toEqual(['other', 'one']);
  });
});
