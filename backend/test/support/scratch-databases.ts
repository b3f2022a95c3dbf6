import pg from 'pg';

// Databases beside the API run's own, on the same server, and what they hold: for the backup and restore specs.

const quiet = () => undefined;

/** Databases beside the run's own, on the same server (TEST_DATABASE_URL's, or the embedded one). */
export class ScratchDatabases {
  private readonly names: string[] = [];
  constructor(private readonly serverUrl: string) {}

  async create(label: string): Promise<string> {
    const name = `${new URL(this.serverUrl).pathname.slice(1)}_${label}`;
    await this.admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await this.admin(`CREATE DATABASE "${name}"`);
    this.names.push(name);
    return this.urlOf(name);
  }

  async drop(url: string): Promise<void> {
    await this.admin(`DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
  }

  async dropAll(): Promise<void> {
    for (const name of this.names) await this.admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(quiet);
  }

  private urlOf(name: string): string {
    const url = new URL(this.serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  private async admin(sql: string): Promise<void> {
    await withClient(this.serverUrl, (client) => client.query(sql));
  }
}

export async function withClient<T>(url: string, body: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

/** Every table of the public schema with all its rows (as JSON text, sorted), and every sequence's position. */
export async function contentsOf(url: string): Promise<{ tables: Record<string, string[]>; sequences: Record<string, string> }> {
  return withClient(url, async (client) => {
    const tables: Record<string, string[]> = {};
    const { rows: names } = await client.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY relname`,
    );
    for (const { name } of names) {
      const { rows } = await client.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${name}" t ORDER BY 1`);
      tables[name] = rows.map((row) => row.row);
    }
    const sequences: Record<string, string> = {};
    const { rows: sequenceRows } = await client.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S'`,
    );
    for (const { name } of sequenceRows) {
      const { rows } = await client.query<{ at: string }>(`SELECT last_value || '/' || is_called AS at FROM "${name}"`);
      sequences[name] = rows[0].at;
    }
    return { tables, sequences };
  });
}
