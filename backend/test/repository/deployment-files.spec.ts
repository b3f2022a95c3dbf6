import { EnvDto } from '../../src/config/env.dto.js';
import {
  activeServices,
  containerEnvironment,
  envFilePaths,
  interpolate,
  loadComposeFile,
  mergeComposeFiles,
  parseEnvFile,
  publishedPorts,
  readRepoFile as read,
} from '../support/compose-files.js';

// No Docker engine runs where the tests run, so the Docker and settings files are checked by reading them:
// they must start the app the way the app expects to be started.

/** Settings the container sets itself, over .env's values (which are for `make start` on the host). */
const CONTAINER_SETTINGS = ['NODE_ENV', 'HOST', 'PORT', 'DATA_DIR', 'BACKUP_DIR', 'DATABASE_URL'];
/** .env as the owner fills it in from .env.example: every key has a value of its own. */
const exampleKeys = Object.keys(parseEnvFile(read('.env.example')));
const filledIn = (overrides: Record<string, string | undefined> = {}) => {
  const env: Record<string, string> = Object.fromEntries(exampleKeys.map((key) => [key, `value-of-${key}`]));
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[key];
    else env[key] = value;
  }
  return env;
};
const RELAY = 'smtps://mailer:secret@smtp.example.com:465';

describe('docker-compose.yml', () => {
  const compose = loadComposeFile('docker-compose.yml');
  const { db, app, mail } = compose.services;

  it('runs the official postgres image with a named volume and a healthcheck, and publishes no port of it', () => {
    expect(db.image).toMatch(/^postgres:\d+/);
    expect(db.healthcheck?.test.join(' ')).toContain('pg_isready');
    const [volume] = db.volumes ?? [];
    expect(Object.keys(compose.volumes ?? {})).toContain(volume.split(':')[0]);
    expect(db.ports).toBeUndefined();
  });

  it('builds the app from docker/Dockerfile, waits for a healthy db and points DATABASE_URL at it', () => {
    expect(app.build).toEqual({ context: '.', dockerfile: 'docker/Dockerfile' });
    expect(app.depends_on?.db.condition).toBe('service_healthy');
    const env = containerEnvironment(app, filledIn({ POSTGRES_PASSWORD: 'pg-secret' }));
    expect(env.DATABASE_URL).toBe(`postgres://booking:pg-secret@db:5432/${db.environment?.POSTGRES_DB}`);
    expect(db.environment?.POSTGRES_USER).toBe('booking');
    expect(env.HOST).toBe('0.0.0.0');
    expect(env.NODE_ENV).toBe('production');
    expect(app.ports).toEqual([`${env.PORT}:${env.PORT}`]);
    expect(() => containerEnvironment(app, filledIn({ POSTGRES_PASSWORD: '' }))).toThrow(/POSTGRES_PASSWORD/);
  });

  it('gives the app every key of .env.example through env_file: .env, and overrides only the container settings', () => {
    expect(envFilePaths(app)).toEqual(['.env']);
    const declared = Object.keys(new EnvDto());
    const set = Object.keys(app.environment ?? {});
    for (const key of set) expect(declared).toContain(key);
    expect(set.filter((key) => key !== 'SMTP_URL').sort()).toEqual([...CONTAINER_SETTINGS].sort());

    const dotEnv = filledIn();
    const env = containerEnvironment(app, dotEnv);
    for (const key of exampleKeys.filter((name) => !CONTAINER_SETTINGS.includes(name))) expect([key, env[key]]).toEqual([key, dotEnv[key]]);
    // Secrets are not written into the compose file: the app itself refuses to start in production without them.
    for (const key of ['ADMIN_PASSWORD', 'SESSION_SECRET', 'SQUARE_ACCESS_TOKEN']) expect(app.environment?.[key]).toBeUndefined();
  });

  it('sends mail to the SMTP_URL of .env, and to Mailpit when .env leaves it unset or empty', () => {
    expect(mail.image).toMatch(/^axllent\/mailpit/);
    expect(mail.ports).toContain('8025:8025');
    expect(containerEnvironment(app, filledIn({ SMTP_URL: RELAY })).SMTP_URL).toBe(RELAY);
    expect(containerEnvironment(app, filledIn({ SMTP_URL: '' })).SMTP_URL).toBe('smtp://mail:1025');
    expect(containerEnvironment(app, filledIn({ SMTP_URL: undefined })).SMTP_URL).toBe('smtp://mail:1025');
    // Mail waits in the outbox until it can be sent, so the app does not wait for Mailpit (which live leaves out).
    expect(app.depends_on?.mail).toBeUndefined();
  });

  it('keeps backups in a named volume at BACKUP_DIR, a folder of the image owned by the user the app runs as', () => {
    const backupDir = app.environment?.BACKUP_DIR;
    expect(app.volumes).toContain(`backups:${backupDir}`);
    expect(Object.keys(compose.volumes ?? {})).toContain('backups');
    // A new named volume takes the owner of the image's folder it is mounted on.
    expect(read('docker/Dockerfile')).toMatch(new RegExp(`^RUN mkdir -p ${backupDir} && chown -R node:node ${app.environment?.DATA_DIR}$`, 'm'));
    expect(backupDir?.startsWith(`${app.environment?.DATA_DIR}/`)).toBe(true);
  });
});

describe('docker-compose.prod.yml over docker-compose.yml', () => {
  const live = mergeComposeFiles(loadComposeFile('docker-compose.yml'), loadComposeFile('docker-compose.prod.yml'));
  const services = activeServices(live);
  const liveEnv = filledIn({ SMTP_URL: RELAY, SITE_DOMAIN: 'book.example.com', POSTGRES_PASSWORD: 'pg-secret' });

  it('puts Caddy in front with automatic HTTPS for SITE_DOMAIN, proxying to the app', () => {
    const { caddy } = services;
    expect(caddy.image).toMatch(/^caddy:2/);
    expect(caddy.volumes).toEqual(expect.arrayContaining(['./docker/Caddyfile:/etc/caddy/Caddyfile:ro', 'caddy-data:/data', 'caddy-config:/config']));
    expect(Object.keys(live.volumes ?? {})).toEqual(expect.arrayContaining(['caddy-data', 'caddy-config']));
    expect(containerEnvironment(caddy, liveEnv).SITE_DOMAIN).toBe('book.example.com');
    expect(() => containerEnvironment(caddy, filledIn({ SITE_DOMAIN: '' }))).toThrow(/SITE_DOMAIN/);

    const caddyfile = read('docker/Caddyfile');
    const appPort = containerEnvironment(services.app, liveEnv).PORT;
    // The site address is the domain alone: a scheme-less host name gets a certificate and an HTTP→HTTPS redirect.
    expect(caddyfile).toMatch(new RegExp(`^\\{\\$SITE_DOMAIN\\} \\{\\n\\treverse_proxy app:${appPort}\\n\\}$`, 'm'));
  });

  it('trusts exactly that one proxy', () => {
    const env = containerEnvironment(services.app, liveEnv);
    expect(env.TRUST_PROXY).toBe('1');
  });

  it('leaves Mailpit out and needs an SMTP relay from .env', () => {
    expect(Object.values(services).map((service) => service.image)).not.toContainEqual(expect.stringMatching(/mailpit/));
    expect(containerEnvironment(services.app, liveEnv).SMTP_URL).toBe(RELAY);
    expect(() => containerEnvironment(services.app, filledIn({ SMTP_URL: '' }))).toThrow(/SMTP_URL/);
    // Compose refuses a started service depending on one that is left out.
    for (const service of Object.values(services)) for (const name of Object.keys(service.depends_on ?? {})) expect(Object.keys(services)).toContain(name);
  });

  it("publishes only ports 80 and 443 (TCP, and UDP for HTTP/3), all of them Caddy's", () => {
    const published = Object.entries(services).flatMap(([name, service]) =>
      publishedPorts(service).map((port) => `${name} ${port.host}:${port.container}/${port.protocol}`),
    );
    expect(published.sort()).toEqual(['caddy 443:443/tcp', 'caddy 443:443/udp', 'caddy 80:80/tcp']);
  });

  it('still passes every other key of .env to the app as written there', () => {
    const env = containerEnvironment(services.app, liveEnv);
    const ownValues = exampleKeys.filter((key) => ![...CONTAINER_SETTINGS, 'TRUST_PROXY'].includes(key));
    for (const key of ownValues) expect([key, env[key]]).toEqual([key, liveEnv[key]]);
  });
});

describe('compose interpolation as the tests read it', () => {
  it('follows the documented rules', () => {
    expect(interpolate('${A:-x}', { A: '' })).toBe('x');
    expect(interpolate('${A-x}', { A: '' })).toBe('');
    expect(interpolate('${A-x}', {})).toBe('x');
    expect(interpolate('${A:-x}', { A: 'y' })).toBe('y');
    expect(interpolate('a$${A}', { A: 'y' })).toBe('a${A}');
    expect(() => interpolate('${A:?set A}', { A: '' })).toThrow(/set A/);
    expect(interpolate('${A?set A}', { A: '' })).toBe('');
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
