import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata, applyDecorators, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { clientKey, waitText } from '../domain/client-limits.js';
import { DomainError } from '../domain/errors.js';
import { CLOCK, type Clock } from './clock.js';
import { LookupCounts } from './lookup-counts.js';

export class RateLimitedError extends DomainError {
  readonly code = 'RATE_LIMITED';
  readonly kind = 'rate-limited';
}

/** A refusal that knows when its window ends: the answer says so in words, as `retryAfterSeconds` and as Retry-After. */
export class RetryLaterError extends RateLimitedError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/** The settings a rule's limit may come from. */
type RateLimitSetting =
  | 'INQUIRY_RATE_LIMIT_PER_HOUR'
  | 'BOOKING_RATE_LIMIT_PER_HOUR'
  | 'ADDRESS_SUGGESTIONS_RATE_LIMIT_PER_HOUR'
  | 'FREE_TIMES_RATE_LIMIT_PER_HOUR'
  | 'AVAILABILITY_CHECK_RATE_LIMIT_PER_HOUR'
  | 'QUOTE_RATE_LIMIT_PER_HOUR';

export interface RateLimitRule {
  /** Name of the bucket, e.g. 'login'; counted per client (clientKey of its address). */
  bucket: string;
  limit: number;
  /** A setting that overrides `limit` (so a deployment, or the browser tests, can tune it). */
  limitSetting?: RateLimitSetting;
  windowSeconds: number;
  /** What the refused client is told; a function is given the wait in words ('12 minutes') and the refusal carries the seconds. */
  message?: string | ((wait: string) => string);
  /**
   * Counted in memory and written behind the answers (BatchedHitCounter, whose header says what that gives up): for
   * limits on cost, busy and harmless to overshoot by a round trip across instances. Absent: one UPSERT per request.
   */
  writtenBehind?: true;
}

const RATE_LIMIT_RULE = 'rate-limit-rule';

/**
 * Counts requests per client in fixed windows, in PostgreSQL so every app instance shares the count. A client is its
 * address as `clientKey` counts it (an IPv6 address by its /64, so rotating its low bits makes no new client).
 * The hit is counted before the handler runs, so a flood is refused even when each request would fail.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly lookupCounts: LookupCounts,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT_RULE, context.getHandler());
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const now = this.clock.now();
    const client = clientKey(request.ip);
    const hits = rule.writtenBehind ? await this.lookupCounts.hit(rule, client, now) : await countHit(this.dataSource, rule, client, now);
    const limit = rule.limitSetting ? this.config.env[rule.limitSetting] : rule.limit;
    if (hits <= limit) return true;
    if (typeof rule.message !== 'function') throw new RateLimitedError(rule.message ?? 'Too many requests. Please wait a minute and try again.');
    const seconds = secondsLeftInWindow(rule, now);
    throw new RetryLaterError(rule.message(waitText(seconds)), seconds);
  }
}

/** The start of the rule's fixed window that holds `now`. */
export function windowStartOf(rule: Pick<RateLimitRule, 'windowSeconds'>, now: Date): Date {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(now.getTime() - (now.getTime() % windowMs));
}

/** Whole seconds until the rule's current window ends (at least 1): how long a client refused in it waits. */
export function secondsLeftInWindow(rule: Pick<RateLimitRule, 'windowSeconds'>, now: Date): number {
  const endMs = windowStartOf(rule, now).getTime() + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((endMs - now.getTime()) / 1000));
}

/** Takes back one hit `client` counted at `countedAt` (in that instant's window), e.g. an attempt that turned out right. */
export async function uncountHit(
  dataSource: DataSource,
  rule: Pick<RateLimitRule, 'bucket' | 'windowSeconds'>,
  client: string,
  countedAt: Date,
): Promise<void> {
  await dataSource.query('UPDATE rate_limit_hits SET hits = hits - 1 WHERE bucket = $1 AND client = $2 AND window_start = $3 AND hits > 0', [
    rule.bucket,
    client,
    windowStartOf(rule, countedAt),
  ]);
}

/** Counts one hit for `client` in the rule's current window and returns the window's total. */
export async function countHit(dataSource: DataSource, rule: Pick<RateLimitRule, 'bucket' | 'windowSeconds'>, client: string, now: Date): Promise<number> {
  const rows: { hits: number }[] = await dataSource.query(
    `INSERT INTO rate_limit_hits (bucket, client, window_start, hits) VALUES ($1, $2, $3, 1)
     ON CONFLICT (bucket, client, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [rule.bucket, client, windowStartOf(rule, now)],
  );
  return rows[0].hits;
}

/** Hits `client` already has in the rule's current window. */
export async function peekHits(dataSource: DataSource, rule: Pick<RateLimitRule, 'bucket' | 'windowSeconds'>, client: string, now: Date): Promise<number> {
  const rows: { hits: number }[] = await dataSource.query('SELECT hits FROM rate_limit_hits WHERE bucket = $1 AND client = $2 AND window_start = $3', [
    rule.bucket,
    client,
    windowStartOf(rule, now),
  ]);
  return rows[0]?.hits ?? 0;
}

/** `@RateLimit({ bucket: 'login', limit: 5, windowSeconds: 60 })`: the 6th request in a minute from one IP is a 429. */
export function RateLimit(rule: RateLimitRule) {
  return applyDecorators(SetMetadata(RATE_LIMIT_RULE, rule), UseGuards(RateLimitGuard));
}

/** A count of failures (wrong passwords, wrong codes) per key, refused for the rest of the window once it is full. */
export interface FailureRule {
  bucket: string;
  windowSeconds: number;
  /** Failures allowed in one window; the next attempt is refused before it is checked. */
  limit: number;
  /** What the refused client is told; it should say how long to wait. */
  message: string;
}

/**
 * Slows guessing: an attempt is refused while its key (a client address, an account) has used up its failures
 * in the current window, and only failures are counted, so a customer who gets it right is never slowed. The
 * window is fixed, so a refusal lasts at most `windowSeconds`.
 */
@Injectable()
export class FailureLimiter {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async assertAllowed(rule: FailureRule, key: string): Promise<void> {
    if ((await peekHits(this.dataSource, rule, key, this.clock.now())) >= rule.limit) throw new RateLimitedError(rule.message);
  }

  async countFailure(rule: FailureRule, key: string): Promise<void> {
    await countHit(this.dataSource, rule, key, this.clock.now());
  }
}

/** Old windows are useless once they are over; called by a scheduled job. */
export async function pruneRateLimitHits(dataSource: DataSource, before: Date): Promise<void> {
  await dataSource.query('DELETE FROM rate_limit_hits WHERE window_start < $1', [before]);
}
