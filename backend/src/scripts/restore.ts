import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { restoreBackup } from '../backups/backup-restore.js';
import { CommandError, loadSettings, openCommandDatabase, runCommand } from './command-support.js';

const USAGE = 'Usage: make restore FILE=<backup file> [FORCE=1]   (node backend/dist/scripts/restore.js <file> [--force])';

/**
 * `make restore FILE=… [FORCE=1]` (node backend/dist/scripts/restore.js <file> [--force]): the backup into the
 * app's database (DATABASE_URL, or the embedded one in DATA_DIR, created when missing), then the app's newer
 * migrations. A database with rows is refused without --force; a database the app is connected to, always.
 */
runCommand(async () => {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0].startsWith('--')) throw new CommandError(USAGE);
  const file = resolve(files[0]);
  if (!existsSync(file)) throw new CommandError(`No such file: ${file}`);

  const env = loadSettings();
  const database = await openCommandDatabase(env, { create: true });
  try {
    console.log(`Restoring into ${database.description}`);
    const { rows, header, appliedAfter } = await restoreBackup(database.url, file, { force, log: (line) => console.log(line) });
    const newer = appliedAfter.length > 0 ? `, then ${appliedAfter.length} newer migration(s)` : '';
    console.log(`Restored ${rows} rows of ${header.tables.length} tables from the backup of ${header.createdAt}${newer}.`);
  } finally {
    await database.close();
  }
});
