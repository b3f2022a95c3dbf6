import { Inject, Injectable, Logger } from '@nestjs/common';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { pgConnectionConfig } from '../database/typeorm-options.js';
import { isNightlyBackupDue, type BackupReason } from '../domain/backup-retention.js';
import { backupFolder, listBackups, pruneBackups, takeBackup, type BackupFile, type WrittenBackup } from './backup-files.js';
import { MIGRATIONS_TABLE } from './backup-writer.js';

/**
 * Held (on a connection of its own) while the nightly backup is taken, so that of several servers on one database
 * only one takes it at a time; the next one then finds that backup in the folder (when they share it) and skips.
 */
const NIGHTLY_LOCK_SQL = "SELECT pg_try_advisory_lock(hashtextextended('ogden-booking:nightly-backup', 0)) AS locked";

/** The app's backups: taken into BACKUP_DIR over connections of their own, listed from the folder. */
@Injectable()
export class BackupsService {
  private readonly logger = new Logger(BackupsService.name);
  readonly folder: string;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.folder = backupFolder(config.env, config.dataDir);
  }

  /** The newest finished backup in the folder. */
  async latest(): Promise<BackupFile | undefined> {
    return (await listBackups(this.folder))[0];
  }

  async takeBackup(reason: BackupReason): Promise<WrittenBackup> {
    const backup = await takeBackup(pgConnectionConfig(this.dataSource), this.folder, reason, this.clock.now());
    this.logger.log({ msg: 'backup written', reason, file: backup.name, sizeBytes: backup.sizeBytes, tables: backup.header.tables.length, rows: backup.rows });
    return backup;
  }

  /**
   * At a start with pending migrations on a database that has any applied (a fresh one has nothing to keep):
   * a backup first, so a migration that goes wrong can be undone with `make restore`.
   */
  async backUpBeforeMigrations(): Promise<WrittenBackup | undefined> {
    const [{ exists }] = (await this.dataSource.query(`SELECT to_regclass('public.${MIGRATIONS_TABLE}') IS NOT NULL AS exists`)) as [{ exists: boolean }];
    if (!exists) return undefined;
    const applied = new Set(((await this.dataSource.query(`SELECT name FROM ${MIGRATIONS_TABLE}`)) as { name: string }[]).map((row) => row.name));
    if (applied.size === 0) return undefined;
    const pending = this.dataSource.migrations.filter((migration) => !applied.has(migration.name ?? migration.constructor.name));
    if (pending.length === 0) return undefined;
    try {
      return await this.takeBackup('pre-migration');
    } catch (error) {
      // No migration runs without its backup: the start stops here, with the reason, and the data is untouched.
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The backup before migrating failed, so no migration ran (backup folder ${this.folder}): ${reason}`, { cause: error });
    }
  }

  /**
   * The nightly backup when it is due (domain/backup-retention.ts: from 03:00 business time until a backup is in
   * the folder), then the retention rule applied to the folder. Undefined when not due or another server holds
   * the nightly lock.
   */
  async takeNightlyBackupIfDue(): Promise<WrittenBackup | undefined> {
    const zone = this.config.env.BUSINESS_TIME_ZONE;
    if (!isNightlyBackupDue(this.clock.now(), zone, (await this.latest())?.createdAt)) return undefined;
    const lock = new pg.Client(pgConnectionConfig(this.dataSource));
    await lock.connect();
    try {
      const [{ locked }] = (await lock.query<{ locked: boolean }>(NIGHTLY_LOCK_SQL)).rows;
      if (!locked) return undefined;
      // Another server may have finished it between the first look and the lock.
      if (!isNightlyBackupDue(this.clock.now(), zone, (await this.latest())?.createdAt)) return undefined;
      const backup = await this.takeBackup('nightly');
      const deleted = await pruneBackups(this.folder, this.clock.now(), zone);
      if (deleted.length > 0) this.logger.log({ msg: 'old backups deleted', files: deleted });
      return backup;
    } finally {
      // Ending the session releases the lock.
      await lock.end().catch(() => undefined);
    }
  }
}
