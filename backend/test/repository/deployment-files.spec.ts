import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { EnvDto } from '../../src/config/env.dto.js';

// No Docker engine runs where the tests run, so the Docker and settings files are checked by reading them:
// they must start the app the way the app expects to be started.
const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  volumes?: string[];
}

describe('docker-compose.yml', () => {
  const compose = load(read('docker-compose.yml')) as { services: Record<string, ComposeService>; volumes: Record<string, unknown> };
  const { db, app, mail } = compose.services;

  it('runs the official postgres image with a named volume and a healthcheck', () => {
    expect(db.image).toMatch(/^postgres:\d+/);
    expect(db.healthcheck?.test.join(' ')).toContain('pg_isready');
    const [volume] = db.volumes ?? [];
    expect(Object.keys(compose.volumes)).toContain(volume.split(':')[0]);
  });

  it('builds the app from docker/Dockerfile, waits for a healthy db and points DATABASE_URL at it', () => {
    expect(app.build).toEqual({ context: '.', dockerfile: 'docker/Dockerfile' });
    expect(app.depends_on?.db.condition).toBe('service_healthy');
    const env = app.environment ?? {};
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/booking:.*@db:5432\/booking$/);
    expect(env.DATABASE_URL).toContain(db.environment?.POSTGRES_DB ?? '');
    expect(env.HOST).toBe('0.0.0.0');
    expect(app.ports).toContain(`${env.PORT}:${env.PORT}`);
  });

  it('passes only settings the app declares, and takes secrets from the environment', () => {
    const declared = Object.keys(new EnvDto());
    for (const key of Object.keys(app.environment ?? {})) expect(declared).toContain(key);
    expect(app.environment?.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD:\?/);
    expect(app.environment?.SESSION_SECRET).toMatch(/^\$\{SESSION_SECRET:\?/);
  });

  it('runs Mailpit with its web UI and points SMTP_URL of the app at it', () => {
    expect(mail.image).toMatch(/^axllent\/mailpit/);
    expect(mail.ports).toContain('8025:8025');
    expect(app.environment?.SMTP_URL).toBe('smtp://mail:1025');
    expect(app.depends_on?.mail).toBeDefined();
  });
});

describe('docker/Dockerfile', () => {
  const dockerfile = read('docker/Dockerfile');
  const stages = dockerfile.match(/^FROM .+$/gm) ?? [];

  it('builds in one stage and runs from a slim image in another', () => {
    expect(stages).toHaveLength(2);
    expect(stages[1]).toMatch(/-slim AS runtime$/);
    expect(dockerfile).toMatch(/npm run build -w backend && npm run build -w frontend/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });

  it('runs as a non-root user the compiled server on the port compose publishes', () => {
    const runtime = dockerfile.slice(dockerfile.indexOf(stages[1]));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/^CMD \["node", "--max-semi-space-size=32", "backend\/dist\/main.js"\]$/m);
    expect(runtime).toMatch(/^EXPOSE 3000$/m);
    expect(runtime).toMatch(/PORT=3000/);
    expect(runtime).toContain('/api/health');
  });

  it('copies the built app where the server looks for it', () => {
    expect(dockerfile).toContain('COPY --from=build /app/frontend/dist frontend/dist');
    expect(dockerfile).toContain('COPY --from=build /app/backend/dist backend/dist');
  });
});

describe('.env.example', () => {
  const example = read('.env.example');
  const names = [...example.matchAll(/^([A-Z_]+)=/gm)].map((match) => match[1]);

  it('lists every setting the server declares, each with a comment above it or its section', () => {
    for (const key of Object.keys(new EnvDto())) expect(names).toContain(key);
  });

  it('holds no secret values', () => {
    for (const key of [
      'ADMIN_PASSWORD',
      'SESSION_SECRET',
      'DATABASE_URL',
      'GOOGLE_MAPS_API_KEY',
      'POSTGRES_PASSWORD',
      'MASTER_SERVICE_CODE',
      'SQUARE_ACCESS_TOKEN',
      'SQUARE_WEBHOOK_SIGNATURE_KEY',
    ]) {
      expect(example).toMatch(new RegExp(`^${key}=$`, 'm'));
    }
  });
});

describe('how the server process is started', () => {
  // `make start`, the Docker image and the bench must run the server with the same Node flags, or the bench
  // measures a process nobody deploys.
  const nodeFlagsOf = (command: string) => command.split(/\s+/).filter((word) => word.startsWith('--'));
  const makeStart = /^start:.*\n(?:\t.*\n)*?\tnode (.*backend\/dist\/main\.js)$/m.exec(read('Makefile'))?.[1];
  const dockerCmd = /^CMD (\[.*"backend\/dist\/main\.js"\])$/m.exec(read('docker/Dockerfile'))?.[1];
  const benchFlags = /export const SERVER_NODE_FLAGS = (\[.*\]);/.exec(read('bench/run.mjs'))?.[1];

  it('uses the same Node flags in make start, the Dockerfile and the bench', () => {
    expect(makeStart).toBeDefined();
    expect(dockerCmd).toBeDefined();
    expect(benchFlags).toBeDefined();
    const fromMake = nodeFlagsOf(makeStart!);
    const fromDocker = (JSON.parse(dockerCmd!) as string[]).filter((word) => word.startsWith('--'));
    const fromBench = JSON.parse(benchFlags!.replace(/'/g, '"')) as string[];
    expect(fromMake).toEqual(['--max-semi-space-size=32']);
    expect(fromDocker).toEqual(fromMake);
    expect(fromBench).toEqual(fromMake);
  });
});
