import type { DataSource, EntityManager } from 'typeorm';

/** One call that would have reached the database. */
export type RecordedCall =
  | { kind: 'insert'; entity: string; values: Record<string, unknown> }
  | { kind: 'update'; entity: string; where: Record<string, unknown>; values: Record<string, unknown> }
  | { kind: 'query'; sql: string; params: unknown[] };

export interface RecordingOptions {
  /** Rows a query answers, by its SQL; [] when undefined. */
  answer?: (sql: string, params: unknown[]) => unknown[] | undefined;
  /** What findOneOrFail answers (a row re-read after a change). */
  found?: unknown;
}

/**
 * An EntityManager for unit specs that records the writes it is asked for instead of running them: enough
 * of TypeORM's surface for services that take the caller's transaction (create, insert, update, query,
 * findOneOrFail), and a DataSource whose transactions run on it.
 */
export function recordingEntityManager(options: RecordingOptions = {}) {
  const calls: RecordedCall[] = [];
  const nameOf = (entity: unknown) => (typeof entity === 'function' ? entity.name : String(entity));
  const fake = {
    create: (entity: new () => object, fields: object) => Object.assign(new entity(), fields),
    insert: async (entity: unknown, values: Record<string, unknown>) => {
      calls.push({ kind: 'insert', entity: nameOf(entity), values: { ...values } });
      return { identifiers: [], generatedMaps: [], raw: [] };
    },
    update: async (entity: unknown, where: Record<string, unknown>, values: Record<string, unknown>) => {
      calls.push({ kind: 'update', entity: nameOf(entity), where, values });
      return { affected: 1, raw: [], generatedMaps: [] };
    },
    query: async (sql: string, params: unknown[] = []) => {
      calls.push({ kind: 'query', sql, params });
      return options.answer?.(sql, params) ?? [];
    },
    findOneOrFail: async () => {
      if (options.found === undefined) throw new Error('recordingEntityManager: nothing to find');
      return options.found;
    },
  };
  const manager = fake as unknown as EntityManager;
  const dataSource = { manager, transaction: async <T>(work: (m: EntityManager) => Promise<T>) => work(manager) } as unknown as DataSource;
  return {
    manager,
    dataSource,
    calls,
    /** The SQL of each raw query, squashed to one line. */
    queries: () => calls.flatMap((call) => (call.kind === 'query' ? [call.sql.replace(/\s+/g, ' ').trim()] : [])),
    /** Everything but raw queries. */
    writes: () => calls.filter((call) => call.kind !== 'query'),
  };
}
