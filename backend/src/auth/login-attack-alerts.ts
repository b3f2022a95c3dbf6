import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { ALERT_AFTER_FAILURES, CLIENT_FAILURES, INCIDENT_QUIET_MINUTES } from './login-throttle-rules.js';
import { loginAttackAlertMail } from './sign-in-mails.js';

/**
 * Tells the owner, once per incident, that many wrong passwords are being tried. An incident starts when the failed
 * sign-ins of one hour reach ALERT_AFTER_FAILURES, and lasts while failures keep coming (each one less than
 * INCIDENT_QUIET_MINUTES after the last). Incidents live in PostgreSQL with at most one open (a unique index), so
 * several app instances open one between them, and the mail, queued in the transaction that opens it, goes once.
 */
@Injectable()
export class LoginAttackAlerts {
  private readonly logger = new Logger('LoginAttackAlerts');

  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** One failed sign-in was counted; `hourlyFailures` is the hour's count with it. Never throws: the refusal goes on. */
  async failureCounted(hourlyFailures: number): Promise<void> {
    try {
      await this.track(hourlyFailures);
    } catch (error) {
      this.logger.error({ msg: 'could not track failed sign-ins', reason: error instanceof Error ? error.message : String(error) });
    }
  }

  private async track(hourlyFailures: number): Promise<void> {
    const now = this.clock.now();
    const quietSince = new Date(now.getTime() - INCIDENT_QUIET_MINUTES * 60_000);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `UPDATE login_attack_incidents SET ended_at = last_failure_at + make_interval(mins => $2)
          WHERE ended_at IS NULL AND last_failure_at <= $1`,
        [quietSince, INCIDENT_QUIET_MINUTES],
      );
      // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
      const [extended]: [{ id: string }[], number] = await manager.query(
        'UPDATE login_attack_incidents SET failures = failures + 1, last_failure_at = $1 WHERE ended_at IS NULL RETURNING id',
        [now],
      );
      if (extended.length > 0 || hourlyFailures < ALERT_AFTER_FAILURES) return;
      const opened: { id: string }[] = await manager.query(
        `INSERT INTO login_attack_incidents (started_at, last_failure_at, failures) VALUES ($1, $1, $2)
         ON CONFLICT ((true)) WHERE ended_at IS NULL DO NOTHING RETURNING id`,
        [now, hourlyFailures],
      );
      if (opened.length === 0) return;
      const [{ addresses }]: { addresses: number }[] = await manager.query(
        'SELECT count(DISTINCT client)::int AS addresses FROM rate_limit_hits WHERE bucket = $1 AND window_start > $2',
        [CLIENT_FAILURES.bucket, new Date(now.getTime() - 60 * 60_000 - CLIENT_FAILURES.windowSeconds * 1000)],
      );
      const signInUrl = `${this.config.env.PUBLIC_BASE_URL.replace(/\/$/, '')}/auth`;
      await this.outbox.enqueue(manager, {
        kind: 'login-attack-alert-mail',
        to: this.config.env.OWNER_EMAIL,
        dedupeKey: `login-attack-alert:${opened[0].id}`,
        ...loginAttackAlertMail({ failures: hourlyFailures, addresses, startedAt: now, signInUrl, quietMinutes: INCIDENT_QUIET_MINUTES }, this.outbox.contact),
      });
      this.logger.warn({ msg: 'many failed sign-ins: the owner is alerted', failures: hourlyFailures, addresses });
    });
  }
}
