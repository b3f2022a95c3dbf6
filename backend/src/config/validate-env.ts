import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { EnvDto, type Settings } from './env.dto.js';

export class InvalidEnvError extends Error {}

/**
 * Reads and checks the settings once at boot. A missing or malformed setting stops the process
 * with one line naming it, instead of failing later in the middle of a request.
 */
export function validateEnv(source: Record<string, string | undefined> = process.env): Settings {
  const known = Object.keys(new EnvDto());
  const picked = Object.fromEntries(known.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
  const env = plainToInstance(EnvDto, picked);
  const errors = validateSync(env, { skipMissingProperties: false });
  if (errors.length > 0) throw new InvalidEnvError(describe(errors[0]));
  if (env.GEO_PROVIDER === 'google' && !env.GOOGLE_MAPS_API_KEY) {
    throw new InvalidEnvError('Invalid setting GOOGLE_MAPS_API_KEY: required when GEO_PROVIDER=google');
  }
  if (env.GEO_PROVIDER === 'osm' && (!env.OSRM_URL || !(env.NOMINATIM_URL || env.PHOTON_URL))) {
    throw new InvalidEnvError('Invalid setting OSRM_URL/NOMINATIM_URL: GEO_PROVIDER=osm needs OSRM_URL and NOMINATIM_URL or PHOTON_URL');
  }
  if (env.NODE_ENV === 'production') {
    for (const key of ['ADMIN_PASSWORD', 'SESSION_SECRET', 'DATABASE_URL'] as const) {
      if (!env[key]) throw new InvalidEnvError(`Invalid setting ${key}: required when NODE_ENV=production`);
    }
  }
  const publicBaseUrl = env.PUBLIC_BASE_URL ?? defaultPublicBaseUrl(env.HOST, env.PORT);
  return Object.assign(env, { PUBLIC_BASE_URL: publicBaseUrl, COMPANY_WEBSITE_URL: env.COMPANY_WEBSITE_URL ?? `${publicBaseUrl.replace(/\/$/, '')}/` });
}

/**
 * Where the site is reached when PUBLIC_BASE_URL is unset: where it listens, so `PORT=4000 make start` puts
 * port 4000 in its links and accepts its own pages' requests. A wildcard address is reached as localhost.
 */
export function defaultPublicBaseUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

function describe(error: ValidationError): string {
  const reasons = Object.values(error.constraints ?? {}).map((text) => text.replace(`${error.property} `, ''));
  return `Invalid setting ${error.property}: ${reasons.join(', ') || 'malformed value'}`;
}
