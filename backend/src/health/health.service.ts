import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BackupsService } from '../backups/backups.service.js';
import { CLOCK, type Clock } from '../common/clock.js';
import type { HealthResponse, HealthWarning, OperationsResponse } from '../contracts/health.contract.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { healthWarnings } from './health-warnings.js';

@Injectable()
export class HealthService {
  private readonly logger = new Logger(HealthService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly backups: BackupsService,
    private readonly outbox: MailOutboxService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * GET /api/health, public: ok, or 503 when the database does not answer. Whatever else is wrong (backups, mail) is
   * the owner's to read in operations(), not anyone's who asks.
   */
  async check(): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('The database is not reachable.');
    }
    return { status: 'ok' };
  }

  /** GET /api/admin/operations: the warnings, how long the oldest unsent message has waited, and the last backup. */
  async operations(): Promise<OperationsResponse> {
    const latest = await this.backups.latest();
    const oldestUnsentSeconds = await this.oldestUnsentSeconds();
    return {
      warnings: this.warnings(latest?.createdAt, oldestUnsentSeconds),
      oldestUnsentSeconds,
      lastBackup: latest ? { createdAt: latest.createdAt.toISOString(), sizeBytes: latest.sizeBytes, reason: latest.reason } : null,
    };
  }

  private warnings(newestBackupAt: Date | undefined, oldestUnsentSeconds: number | null): HealthWarning[] {
    return healthWarnings({ now: this.clock.now(), newestBackupAt, oldestUnsentSeconds });
  }

  /** How long the oldest message still to be sent has waited (mails and texts alike). */
  private async oldestUnsentSeconds(): Promise<number | null> {
    try {
      return await this.outbox.oldestUnsentAgeSeconds();
    } catch (error) {
      // The database answered SELECT 1 a moment ago; a failure now is an outage starting, which the next check reports.
      this.logger.warn({ msg: 'could not look at the outbox', reason: error instanceof Error ? error.message : String(error) });
      return null;
    }
  }
}
