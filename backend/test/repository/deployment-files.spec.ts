import { EnvDto } from '../../src/config/env.dto.js';
import { validateEnv } from '../../src/config/validate-env.js';
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
  type ComposeService,
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

describe('the osm profile of docker-compose.yml (self-hosted maps)', () => {
  const compose = loadComposeFile('docker-compose.yml');
  const { osrm, nominatim, 'osm-prepare': prepare, app } = compose.services;
  const extractUrl = prepare.environment?.OSM_EXTRACT_URL ?? '';
  const extract = extractUrl.split('/').at(-1) ?? '';
  const graph = extract.replace(/\.osm\.pbf$/, '.osrm');
  /** `[volume, path in the container, mode?]` of the service's mount of a named volume. */
  const mountOf = (service: ComposeService, volume: string) => service.volumes?.find((entry) => entry.startsWith(`${volume}:`))?.split(':');

  it('is opt-in: `docker compose up` starts none of it, locally or live, and the app does not wait for it', () => {
    expect([osrm.profiles, nominatim.profiles, prepare.profiles]).toEqual([['osm'], ['osm'], ['osm-prepare']]);
    for (const file of [compose, mergeComposeFiles(compose, loadComposeFile('docker-compose.prod.yml'))]) {
      expect(Object.keys(activeServices(file))).not.toEqual(expect.arrayContaining(['osrm']));
      expect(Object.keys(activeServices(file))).not.toEqual(expect.arrayContaining(['nominatim']));
    }
    // Compose refuses to start a service depending on one whose profile is off; the app's fallback covers the wait.
    expect(Object.keys(app.depends_on ?? {})).toEqual(['db']);
    for (const service of [osrm, nominatim, prepare]) expect(service.ports).toBeUndefined();
  });

  it("prepares Geofabrik's Utah extract and OSRM's graph by the MLD pipeline into the osm-data volume", () => {
    expect(extractUrl).toBe('https://download.geofabrik.de/north-america/us/utah-latest.osm.pbf');
    expect(mountOf(prepare, 'osm-data')).toEqual(['osm-data', '/data']);
    const dockerfile = read(`${prepare.build?.context}/${prepare.build?.dockerfile}`);
    // The same OSRM release builds the graph and serves it (the graph's format changes between releases).
    expect(dockerfile).toMatch(new RegExp(`^FROM ${osrm.image?.replace(/[.]/g, '\\.')}$`, 'm'));
    expect(dockerfile).toMatch(/^COPY prepare\.sh (\S+)\nENTRYPOINT \["bash", "\1"\]$/m);
    const script = read(`${prepare.build?.context}/prepare.sh`);
    const steps = ['md5sum -c "$file.md5"', 'osrm-extract -p /opt/car.lua "$file"', 'osrm-partition "$graph"', 'osrm-customize "$graph"', 'mv -f ./* /data/'];
    const at = steps.map((step) => script.indexOf(step));
    expect(at).not.toContain(-1);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(script).not.toContain('osrm-contract');
    expect(script).toContain('graph="${file%.osm.pbf}.osrm"');
  });

  it('serves that graph read-only with osrm-routed --algorithm mld, healthy once it answers a route', () => {
    expect(osrm.image).toMatch(/^ghcr\.io\/project-osrm\/osrm-backend:v\d+\.\d+\.\d+$/);
    expect(osrm.command).toEqual(['osrm-routed', '--algorithm', 'mld', '--port', '5000', `/data/${graph}`]);
    expect(mountOf(osrm, 'osm-data')).toEqual(['osm-data', '/data', 'ro']);
    const check = osrm.healthcheck?.test ?? [];
    expect(check.slice(0, 3)).toEqual(['CMD', 'bash', '-c']);
    expect(check[3]).toContain('/dev/tcp/127.0.0.1/5000');
    expect(check[3]).toMatch(/GET \/route\/v1\/driving\/[-\d.]+,[-\d.]+;[-\d.]+,[-\d.]+/);
    expect(check[3]).toContain('grep -q "\\"code\\":\\"Ok\\""');
  });

  it('imports the same extract into Nominatim, keeps its database in a volume, and checks its /status', () => {
    const [, osmPath, mode] = mountOf(nominatim, 'osm-data') ?? [];
    expect(mode).toBe('ro');
    expect(nominatim.environment?.PBF_PATH).toBe(`${osmPath}/${extract}`);
    expect(nominatim.environment?.REPLICATION_URL).toBe(extractUrl.replace(/-latest\.osm\.pbf$/, '-updates/'));
    expect(mountOf(nominatim, 'nominatim-data')).toEqual(['nominatim-data', '/var/lib/postgresql/16/main']);
    expect(nominatim.healthcheck?.test).toEqual(['CMD', 'curl', '-fsS', 'http://localhost:8080/status']);
    // The first start imports before it answers.
    expect(nominatim.healthcheck?.start_period).toMatch(/^\d+h$/);
    expect(Object.keys(compose.volumes ?? {})).toEqual(expect.arrayContaining(['osm-data', 'nominatim-data']));
  });

  it('gives the app GEO_PROVIDER=osm and the two services, as .env.example and docs/deploy.md say, and the app accepts them', () => {
    const settings = { GEO_PROVIDER: 'osm', NOMINATIM_URL: 'http://nominatim:8080', OSRM_URL: 'http://osrm:5000' };
    for (const [key, value] of Object.entries(settings)) {
      expect(read('.env.example')).toContain(`${key}=${value}`);
      expect(read('docs/deploy.md')).toContain(`${key}=${value}`);
    }
    expect(read('.env.example')).toMatch(/^# COMPOSE_PROFILES=osm$/m);
    const env = containerEnvironment(app, filledIn({ ...settings, POSTGRES_PASSWORD: 'pg-secret' }));
    expect(env).toMatchObject(settings);
    // Each URL names its service and the port it listens on.
    expect(new URL(env.OSRM_URL).host).toBe(`osrm:${osrm.command?.[osrm.command.indexOf('--port') + 1]}`);
    expect(new URL(env.NOMINATIM_URL).host).toBe(`nominatim:${new URL(nominatim.healthcheck?.test.at(-1) ?? '').port}`);
    expect(validateEnv(settings)).toMatchObject(settings);
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
