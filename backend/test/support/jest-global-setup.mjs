import { startTestDatabase } from './test-database.mjs';

/** One fresh database for the whole API run; each spec file starts its own app on it. */
export default async function globalSetup() {
  const database = await startTestDatabase();
  globalThis.__TEST_DATABASE__ = database;
  process.env.API_TEST_DATABASE_URL = database.url;
}
