/**
 * What requests note, written to PostgreSQL after their answers: one write at a time, each taking everything noted
 * since the last, so a burst costs a few writes and no request waits for a database connection of its own (a booking
 * holding its day's lock included). MapsHealth, MapsSpend and the lookup limits (BatchedHitCounter) keep their notes this way.
 */
export interface WriteBehindOptions<Batch> {
  /** A batch with nothing in it. */
  empty(): Batch;
  isEmpty(batch: Batch): boolean;
  /** Writes one batch; throws when the database is away. */
  write(batch: Batch): Promise<void>;
  /** A write failed: the batch is dropped (its notes come again with the next calls); say why. */
  failed(batch: Batch, error: unknown): void;
}

export class WriteBehind<Batch> {
  private pending: Batch;
  private flushing: Promise<void> | null = null;

  constructor(private readonly options: WriteBehindOptions<Batch>) {
    this.pending = options.empty();
  }

  /** The batch being gathered: note into it, then call `schedule`. */
  get next(): Batch {
    return this.pending;
  }

  /** Starts a write unless one is under way (that one takes what was noted meanwhile when it is done). */
  schedule(): void {
    if (this.flushing) return;
    this.flushing = this.flush().finally(() => {
      this.flushing = null;
      // Noted while the last write finished.
      if (!this.options.isEmpty(this.pending)) this.schedule();
    });
  }

  /** Resolves once everything noted so far is written. */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async flush(): Promise<void> {
    while (!this.options.isEmpty(this.pending)) {
      const batch = this.pending;
      this.pending = this.options.empty();
      try {
        await this.options.write(batch);
      } catch (error) {
        this.options.failed(batch, error);
      }
    }
  }
}
