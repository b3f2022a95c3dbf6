import 'reflect-metadata';
import { backupFolder, takeBackup } from '../backups/backup-files.js';
import { resolveDataDir } from '../config/resolve-config.js';
import { formatSize, loadSettings, openCommandDatabase, runCommand } from './command-support.js';

/**
 * `make backup` (node backend/dist/scripts/backup.js): one backup of the app's database now, into BACKUP_DIR
 * (default DATA_DIR/backups), checked after writing. Works beside a running app and without one.
 */
runCommand(async () => {
  const env = loadSettings();
  const database = await openCommandDatabase(env, { create: false });
  try {
    console.log(`Backing up ${database.description}`);
    const backup = await takeBackup({ connectionString: database.url }, backupFolder(env, resolveDataDir(env)), 'manual', new Date());
    console.log(`Backup written and checked: ${backup.path} (${formatSize(backup.sizeBytes)}; ${backup.header.tables.length} tables, ${backup.rows} rows)`);
  } finally {
    await database.close();
  }
});
