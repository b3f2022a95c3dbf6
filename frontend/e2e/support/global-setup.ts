import type { TestProject } from 'vitest/node';
import { E2E_ADMIN, startBuiltSite } from './built-site';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    databaseUrl: string;
    adminUsername: string;
    adminPassword: string;
  }
}

/** Starts the production build of the site (API + app on one origin) on a fresh database, for every browser test. */
export default async function setup(project: TestProject) {
  const site = await startBuiltSite();
  project.provide('baseUrl', site.baseUrl);
  project.provide('databaseUrl', site.databaseUrl);
  project.provide('adminUsername', E2E_ADMIN.username);
  project.provide('adminPassword', E2E_ADMIN.password);

  return async () => {
    await site.stop();
    if (process.env.E2E_SERVER_LOG) console.log(site.log());
  };
}
