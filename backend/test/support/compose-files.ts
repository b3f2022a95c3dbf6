import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_SCHEMA, defineMappingTag, defineScalarTag, defineSequenceTag, load } from 'js-yaml';

// No Docker engine (and no `docker compose`) runs where the tests run, so the compose files are read here the way
// Compose reads them, for the parts they use: the `!reset`/`!override` tags, merging an override file onto the base
// file, `${VAR}` interpolation from .env, and env_file under `environment`.

export const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..', '..');
export const readRepoFile = (path: string) => readFileSync(resolve(repoRoot, path), 'utf8');

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  env_file?: string | (string | { path: string; required?: boolean })[];
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[]; start_period?: string };
  volumes?: string[];
  profiles?: string[];
  command?: string[];
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** `!reset`: removes what the files before set. */
const RESET = Symbol('!reset');
/** `!override`: replaces what the files before set instead of merging with it. */
class Override {
  constructor(readonly value: unknown) {}
}

const loadOnly = { identify: () => false };
const schema = CORE_SCHEMA.withTags([
  defineScalarTag('!reset', { ...loadOnly, resolve: () => RESET }),
  defineSequenceTag('!reset', { ...loadOnly, create: () => [], addItem: () => undefined, finalize: () => RESET }),
  defineMappingTag('!reset', {
    ...loadOnly,
    create: () => ({}),
    addPair: () => '',
    has: () => false,
    keys: () => [],
    get: () => undefined,
    finalize: () => RESET,
  }),
  defineScalarTag('!override', { ...loadOnly, resolve: (source) => new Override(source) }),
  defineSequenceTag<unknown[], Override>('!override', {
    ...loadOnly,
    create: () => [],
    addItem: (items, item) => void items.push(item),
    finalize: (items) => new Override(items),
  }),
  defineMappingTag<Record<string, unknown>, Override>('!override', {
    ...loadOnly,
    create: () => ({}),
    addPair: (map, key, value) => ((map[String(key)] = value), ''),
    has: (map, key) => String(key) in map,
    keys: (result) => Object.keys(result.value as object),
    get: (result, key) => (result.value as Record<string, unknown>)[String(key)],
    finalize: (map) => new Override(map),
  }),
]);

export function loadComposeFile(path: string): ComposeFile {
  return normalize(load(readRepoFile(path), { schema })) as ComposeFile;
}

/** Compose's short forms in their long form: `depends_on: [a]` → `{a: {condition: service_started}}`. */
function normalize(file: unknown): unknown {
  const services = (file as { services?: Record<string, Record<string, unknown>> }).services ?? {};
  for (const service of Object.values(services)) {
    if (Array.isArray(service?.depends_on)) {
      service.depends_on = Object.fromEntries(service.depends_on.map((name: string) => [name, { condition: 'service_started' }]));
    }
  }
  return file;
}

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Override);

/**
 * `docker compose -f base -f override`: mappings merge key by key, sequences (ports, volumes, profiles) add the
 * override's entries to the base's, anything else is replaced; `!reset` removes and `!override` replaces.
 */
export function mergeComposeFiles(base: ComposeFile, override: ComposeFile): ComposeFile {
  return merge(base, override) as ComposeFile;
}

function merge(base: unknown, override: unknown): unknown {
  if (override === RESET) return undefined;
  if (override instanceof Override) return structuredClone(override.value);
  // An empty entry (`mail:` with nothing under it) changes nothing.
  if (override === null && isMapping(base)) return base;
  if (isMapping(base) && isMapping(override)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(override)) {
      const next = merge(base[key], value);
      if (next === undefined) delete merged[key];
      else merged[key] = next;
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(override)) return [...new Set([...base, ...override])];
  return structuredClone(override);
}

/** Services `docker compose up` starts: those without profiles, as no profile is asked for. */
export function activeServices(file: ComposeFile): Record<string, ComposeService> {
  return Object.fromEntries(Object.entries(file.services).filter(([, service]) => !service.profiles?.length));
}

/** KEY=VALUE lines of an env file (comments and blank lines skipped), as Compose reads .env. */
export function parseEnvFile(text: string): Record<string, string> {
  const entries = text
    .split('\n')
    .map((line) => /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => [match[1], match[2].trim().replace(/^(['"])(.*)\1$/, '$2')]);
  return Object.fromEntries(entries);
}

/**
 * Compose's interpolation of one value from the variables of .env and the shell: `${VAR}`, `${VAR:-default}`
 * (default when unset or empty), `${VAR-default}` (when unset), `${VAR:?error}` / `${VAR?error}` (refuse to start),
 * `$$` for a literal `$`.
 */
export function interpolate(value: string, variables: Record<string, string | undefined>): string {
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])((?:[^{}]|\{[^{}]*\})*))?\}/g, (whole, name, colon, kind, arg) => {
    if (whole === '$$') return '$';
    const current = variables[name as string];
    const missing = current === undefined || (colon === ':' && current === '');
    if (kind === '-') return missing ? interpolate(arg as string, variables) : (current as string);
    if (kind === '?' && missing) throw new Error(`required variable ${name as string} is missing a value: ${arg as string}`);
    return current ?? '';
  });
}

/** The environment the container of `service` gets: env_file's lines, then `environment` (interpolated) over them. */
export function containerEnvironment(service: ComposeService, dotEnv: Record<string, string>): Record<string, string> {
  const fromEnvFile = envFilePaths(service).includes('.env') ? dotEnv : {};
  const environment = Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), dotEnv)]);
  return { ...fromEnvFile, ...Object.fromEntries(environment) };
}

export function envFilePaths(service: ComposeService): string[] {
  const entries = service.env_file === undefined ? [] : Array.isArray(service.env_file) ? service.env_file : [service.env_file];
  return entries.map((entry) => (typeof entry === 'string' ? entry : entry.path));
}

/** `host:container[/protocol]` entries (with an optional host address), as `{host, container, protocol}`. */
export function publishedPorts(service: ComposeService): { host: string; container: string; protocol: string }[] {
  return (service.ports ?? []).map((entry) => {
    const [mapping, protocol = 'tcp'] = String(entry).split('/');
    const parts = mapping.split(':');
    const container = parts.at(-1) ?? '';
    const host = parts.length > 1 ? (parts.at(-2) ?? '') : '';
    return { host, container, protocol };
  });
}
