import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';

/** How long a provider's suggestions for a text are kept: a day (the class says why). */
const SUGGESTION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A remote provider's address suggestions per typed text, for a day: the same text (in any case or spacing) typed again
 * by anyone is answered from here, without a paid call, and once the day's paid calls are used up it is what the site
 * still knows. In PostgreSQL (address_suggestions), not in memory: every app instance reads what another one paid for,
 * and a restart or deploy keeps it. Its size is bounded by what it may hold: a row only for a text the provider was
 * asked about (with Google, at most the day's paid calls a day; with a self-hosted OSM, what the per-client limits on
 * lookups let through), each kept SUGGESTION_TTL_MS, then deleted by GeoJobs.
 *
 * A day, not longer: Google's terms let a site keep place IDs, but its other answers only briefly and as its service
 * terms say (read them before lengthening this), and a new street or a moved business shows up the next day. The
 * lines only, not the place IDs behind them: a suggestion picked from here is placed by geocoding its text, one paid
 * call as Place Details would be.
 *
 * Reads and writes never fail a lookup: the database away, the provider is asked as before.
 */
@Injectable()
export class SuggestionCache {
  private readonly logger = new Logger(SuggestionCache.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The lines `provider` suggested for `text` within the TTL; undefined when none are kept. */
  async read(provider: string, text: string): Promise<string[] | undefined> {
    try {
      const rows = (await this.dataSource.query('SELECT suggestions FROM address_suggestions WHERE provider = $1 AND query_key = $2 AND stored_at > $3', [
        provider,
        suggestionKey(text),
        this.oldestKept(),
      ])) as { suggestions: string[] }[];
      return rows[0]?.suggestions;
    } catch (error) {
      this.logger.warn(`could not read kept address suggestions: ${reason(error)}`);
      return undefined;
    }
  }

  /** Keeps what `provider` answered for `text` ([] too: a text that matches nothing costs one call a day, not one a keystroke). */
  async store(provider: string, text: string, suggestions: string[]): Promise<void> {
    try {
      await this.dataSource.query(
        `INSERT INTO address_suggestions (provider, query_key, suggestions, stored_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (provider, query_key) DO UPDATE SET suggestions = EXCLUDED.suggestions, stored_at = EXCLUDED.stored_at`,
        [provider, suggestionKey(text), suggestions, this.clock.now()],
      );
    } catch (error) {
      this.logger.warn(`could not keep address suggestions: ${reason(error)}`);
    }
  }

  /** Deletes the suggestions past the TTL; the number deleted. */
  async prune(): Promise<number> {
    const [, deleted] = (await this.dataSource.query('DELETE FROM address_suggestions WHERE stored_at <= $1', [this.oldestKept()])) as [unknown, number];
    return deleted;
  }

  private oldestKept(): Date {
    return new Date(this.clock.now().getTime() - SUGGESTION_TTL_MS);
  }
}

/** The text as kept: trimmed, spaces collapsed, lower case ('  2350 WALL  ave' → '2350 wall ave'); providers ignore case. */
export function suggestionKey(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
