import { z } from 'zod';
import { BACKUP_REASONS } from '../domain/backup-retention.js';
import { Instant } from './wire.js';

/**
 * Something an operator should look at while the site keeps working; never a reason to restart it. The message
 * says what and since when, with no secrets (no addresses, paths or server answers).
 * backup-missing: the backup folder holds no backup; backup-stale: the newest is older than 36 hours;
 * mail-stuck: a mail or text has waited more than 30 minutes in the outbox (the sender is off, stuck, or the mail server
 * refuses them).
 */
export const HEALTH_WARNING_NAMES = ['backup-missing', 'backup-stale', 'mail-stuck'] as const;
export const HealthWarning = z.strictObject({ name: z.enum(HEALTH_WARNING_NAMES), message: z.string() }).meta({ id: 'HealthWarning' });
export type HealthWarning = z.infer<typeof HealthWarning>;

/**
 * GET /api/health, public: the app answers and its database too, and nothing more (the backups and the outbox are the
 * owner's business: GET /api/admin/operations). 503 only when the database is not reachable, so a container health
 * check restarts nothing that works.
 */
export const HealthResponse = z.strictObject({ status: z.literal('ok') }).meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;

/** The newest backup in the backup folder. */
const LastBackup = z
  .strictObject({
    createdAt: Instant,
    sizeBytes: z.number().int().nonnegative(),
    reason: z.enum(BACKUP_REASONS).describe('nightly, `make backup`, or before migrations at a start'),
  })
  .meta({ id: 'LastBackup' });

/** GET /api/admin/operations, the owner's: what needs looking at, how long mail has waited, and the last backup (null: none yet). */
export const OperationsResponse = z
  .strictObject({
    warnings: z.array(HealthWarning),
    oldestUnsentSeconds: z.number().int().nonnegative().nullable().describe('how long the oldest mail or text still to be sent has waited; null: none waits'),
    lastBackup: LastBackup.nullable(),
  })
  .meta({ id: 'OperationsResponse' });
export type OperationsResponse = z.infer<typeof OperationsResponse>;
