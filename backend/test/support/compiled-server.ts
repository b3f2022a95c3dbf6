import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// `make start` as a test sees it: the compiled server (backend/dist/main.js, rebuilt by `npm run build -w backend`)
// with the embedded PostgreSQL, its own DATA_DIR and ports.
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
export const mainJs = join(repoRoot, 'backend', 'dist', 'main.js');

export interface CompiledServer {
  child: ChildProcess;
  base: string;
  /** Everything printed so far, stdout and stderr interleaved. */
  output(): string;
  /** The exit code (null when ended by a signal), once it has exited. */
  exited: Promise<number | null>;
}

export function startCompiledServer(options: { dataDir: string; port: number; pgPort: number; logLevel?: string }): CompiledServer {
  let output = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    EMBEDDED_PG_PORT: String(options.pgPort),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: options.logLevel ?? 'warn',
    NODE_ENV: 'development',
    // Empty counts as unset, and unlike a deleted variable it is not filled in from a developer's .env.
    DATABASE_URL: '',
  };
  const child = spawn(process.execPath, [mainJs], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
  return { child, base: `http://127.0.0.1:${options.port}`, output: () => output, exited };
}

export async function waitUntilHealthy(server: CompiledServer, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    const ok = await fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`not healthy in time: ${server.output()}`);
}

/** The exit code, or 'timeout' when the process did not exit within `timeoutMs`. */
export async function exitCodeWithin(server: CompiledServer, timeoutMs: number): Promise<number | null | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((r) => (timer = setTimeout(() => r('timeout'), timeoutMs)));
  try {
    return await Promise.race([server.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** SIGTERM, as a service manager stops it; SIGKILL if it has not exited after `timeoutMs`. */
export async function stopCompiledServer(server: CompiledServer | undefined, timeoutMs = 30_000): Promise<number | null | 'timeout'> {
  if (!server) return null;
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.child.exitCode;
  server.child.kill('SIGTERM');
  const code = await exitCodeWithin(server, timeoutMs);
  if (code === 'timeout') server.child.kill('SIGKILL');
  return code;
}

/** Ports nothing listens on; all held open together while they are picked, so they differ. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    servers.map(
      (server) =>
        new Promise<number>((resolvePort, reject) => {
          server.on('error', reject);
          server.listen(0, '127.0.0.1', () => resolvePort((server.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  return ports;
}

/** A weekday a few days out, in Denver, so a ride is within the booking window whenever the test runs. */
export function nextWeekday(daysAhead = 3): string {
  const date = new Date(Date.now() + daysAhead * 24 * 3600 * 1000);
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
