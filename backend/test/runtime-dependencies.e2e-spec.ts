import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePorts, stopCompiledServer, waitUntilHealthy, type CompiledServer } from './support/compiled-server.js';

// The Docker image's runtime stage holds the production dependencies only. A package the server needs but
// package.json lists under devDependencies (or not at all) works everywhere in the repository, where every
// dependency is installed, and breaks only in the image. No Docker engine runs here, so this test does what the
// runtime stage of docker/Dockerfile does, read from the Dockerfile itself: the same files copied into an empty
// folder, the same `npm ci`, the same command, with the stage's ENV, and the server must answer.
const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

interface Instruction {
  keyword: string;
  args: string;
}

/** The instructions of each stage of the Dockerfile, with continuation lines joined and comments left out. */
function dockerfileStages(text: string): Map<string, Instruction[]> {
  const stages = new Map<string, Instruction[]>();
  let current: Instruction[] = [];
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trimStart().startsWith('#'));
  for (const line of lines) {
    const [, keyword, args] = /^\s*(\w+)\s+(.*)$/.exec(line) ?? [];
    if (!keyword) continue;
    if (keyword.toUpperCase() === 'FROM') {
      current = [];
      stages.set(/\sAS\s+(\S+)\s*$/i.exec(args)?.[1] ?? String(stages.size), current);
    }
    current.push({ keyword: keyword.toUpperCase(), args: args.trim() });
  }
  return stages;
}

/** `ENV A=1 B=2` → {A: '1', B: '2'}. */
function envOf(instructions: Instruction[]): Record<string, string> {
  const entries = instructions
    .filter((instruction) => instruction.keyword === 'ENV')
    .flatMap((instruction) => [...instruction.args.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1], match[2]]));
  return Object.fromEntries(entries);
}

const lastOf = (instructions: Instruction[], keyword: string) => instructions.filter((instruction) => instruction.keyword === keyword).at(-1);
const workdirOf = (instructions: Instruction[]) => lastOf(instructions, 'WORKDIR')?.args ?? '/';

describe('the Docker image runtime stage', () => {
  const stages = dockerfileStages(readFileSync(join(repoRoot, 'docker', 'Dockerfile'), 'utf8'));
  const runtime = stages.get('runtime') ?? [];
  const folder = mkdtempSync(join(tmpdir(), 'booking-runtime-'));
  const databaseName = `booking_runtime_${Date.now()}`;
  const adminUrl = process.env.API_TEST_DATABASE_URL!;
  let server: CompiledServer | undefined;

  /** A path of the image under a stage's WORKDIR → the same path in the repository (the build stage's /app). */
  const inRepository = (imagePath: string, workdir: string) => join(repoRoot, posix.relative(workdir, posix.resolve(workdir, imagePath)));
  const inFolder = (imagePath: string) => join(folder, posix.relative(workdirOf(runtime), posix.resolve(workdirOf(runtime), imagePath)));

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${databaseName}"`);
    await admin.end();
  });

  afterAll(async () => {
    await stopCompiledServer(server);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    await admin.end();
    rmSync(folder, { recursive: true, force: true });
  });

  it('starts the server from the production dependencies that stage installs', async () => {
    expect(runtime.length).toBeGreaterThan(0);
    const stageEnv = envOf(runtime);
    const installs: string[][] = [];

    for (const { keyword, args } of runtime) {
      if (keyword === 'COPY') {
        const words = args.split(/\s+/);
        const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
        const [destination, ...sources] = words.filter((word) => !word.startsWith('--')).reverse();
        const sourceStage = from ? stages.get(from) : undefined;
        if (from) expect(sourceStage).toBeDefined();
        for (const source of sources.reverse()) {
          // The build stage builds the repository as it is here: its files are what `npm run build` leaves.
          const path = sourceStage ? inRepository(source, workdirOf(sourceStage)) : join(repoRoot, source);
          if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first (make test does)`);
          const target = destination.endsWith('/') || sources.length > 1 ? join(inFolder(destination), posix.basename(source)) : inFolder(destination);
          mkdirSync(dirname(target), { recursive: true });
          cpSync(path, target, { recursive: true });
        }
      }
      // Only the installs: the other commands (folders of the image, `npm cache clean`) have no place here.
      if (keyword === 'RUN') {
        for (const command of args.split('&&').map((part) => part.trim().split(/\s+/))) {
          if (command[0] === 'npm' && ['ci', 'install'].includes(command[1])) installs.push(command);
        }
      }
    }
    expect(installs).toEqual([expect.arrayContaining(['npm', 'ci', '--omit=dev'])]);

    const cleanEnv = { PATH: process.env.PATH, HOME: process.env.HOME, TZ: process.env.TZ };
    for (const [npm, ...npmArgs] of installs) {
      // The dependencies come from the local npm cache when they are in it, as they are after `npm ci` in the repository.
      const installed = spawnSync(npm, npmArgs, { cwd: folder, env: { ...cleanEnv, ...stageEnv, npm_config_prefer_offline: 'true' }, encoding: 'utf8' });
      if (installed.status !== 0) throw new Error(`${[npm, ...npmArgs].join(' ')} failed:\n${installed.stdout}\n${installed.stderr}`);
    }
    // Nothing but what the runtime stage installs: no dev dependency of the repository is reachable from there.
    for (const devOnly of ['jest', 'supertest', 'eslint']) expect([devOnly, existsSync(join(folder, 'node_modules', devOnly))]).toEqual([devOnly, false]);

    const cmd = lastOf(runtime, 'CMD');
    const [command, ...commandArgs] = JSON.parse(cmd?.args ?? '[]') as string[];
    expect(command).toBe('node');
    const [port] = await freePorts(1);
    const databaseUrl = new URL(adminUrl);
    databaseUrl.pathname = `/${databaseName}`;
    const env = {
      ...cleanEnv,
      ...stageEnv,
      // What compose sets over the image's ENV, with what this machine can offer.
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(folder, 'var'),
      DATABASE_URL: databaseUrl.toString(),
      ADMIN_PASSWORD: 'runtime-stage-password',
      SESSION_SECRET: 'runtime-stage-session-secret-of-32-characters',
      LOG_LEVEL: 'warn',
      MAIL_SEND_INTERVAL_SECONDS: '0',
    };
    let output = '';
    const child = spawn(process.execPath, commandArgs, { cwd: folder, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolveExit) => child.once('exit', (code) => resolveExit(code)));
    server = { child, base: `http://127.0.0.1:${port}`, output: () => output, exited };

    await waitUntilHealthy(server);
    const page = await fetch(`${server.base}/`);
    expect(page.status).toBe(200);
    // The build's page for '/': prerendered (the service cards are in it), the business name filled in by the server.
    const html = await page.text();
    expect(html).toContain('<div id="root" data-prerendered="/">');
    expect(html).toContain('data-testid="service-card-ride"');
    expect(html).not.toContain('%BUSINESS_NAME%');
    expect(await stopCompiledServer(server)).toBe(0);
  }, 300_000);
});
