import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';
import { EnvDto } from './env.dto.js';

export class InvalidEnvError extends Error {}

/**
 * Reads and checks the settings once at boot. A missing or malformed setting stops the process
 * with one line naming it, instead of failing later in the middle of a request.
 */
export function validateEnv(source: Record<string, string | undefined> = process.env): EnvDto {
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
  return env;
}

function describe(error: ValidationError): string {
  const reasons = Object.values(error.constraints ?? {}).map((text) => text.replace(`${error.property} `, ''));
  return `Invalid setting ${error.property}: ${reasons.join(', ') || 'malformed value'}`;
}
