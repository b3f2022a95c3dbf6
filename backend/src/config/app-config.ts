import type { Settings } from './env.dto.js';

/** Injection token for the validated settings; services depend on this, never on process.env. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** The validated settings plus values resolved at boot (database URL, generated local secrets). */
export interface AppConfig {
  env: Settings;
  databaseUrl: string;
  sessionSecret: string;
  adminPassword: string;
  dataDir: string;
  frontendDist: string;
}
