import type { QueryRunner } from 'typeorm';

/** Where a connection keeps its after-commit work (QueryRunner.data lives as long as the connection is held). */
const TURNS = 'afterCommitTurns';

interface Turns {
  queue: (() => Promise<void>)[];
  running: boolean;
}

/**
 * Runs `work` on a connection whose transaction just committed, one piece of work at a time. TypeORM tells every
 * subscriber of a commit at once (its broadcaster awaits them together), but a connection runs one transaction at a
 * time: the notifier and the refund sender would interleave their transactions' savepoints on it.
 *
 * The first caller runs the queue until it is empty and resolves then, so the commit that started it waits for all of
 * it. A caller that comes while a turn runs (another subscriber of the same commit, or the commit of a turn's own
 * transaction) joins the queue and resolves at once: awaiting it there would wait on the turn that awaits it.
 * Each piece of work handles its own errors; one that throws still lets the others run.
 */
export async function inTurnAfterCommit(queryRunner: Pick<QueryRunner, 'data'>, work: () => Promise<void>): Promise<void> {
  const data = queryRunner.data as Record<string, Turns | undefined>;
  const turns = (data[TURNS] ??= { queue: [], running: false });
  turns.queue.push(work);
  if (turns.running) return;
  turns.running = true;
  const failures: unknown[] = [];
  try {
    for (let next = turns.queue.shift(); next; next = turns.queue.shift()) {
      try {
        await next();
      } catch (error) {
        failures.push(error);
      }
    }
  } finally {
    turns.running = false;
  }
  if (failures.length > 0) throw failures[0];
}
