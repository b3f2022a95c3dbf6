import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { QueryFailedError, Repository, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../common/clock.js';
import { FailureLimiter, type FailureRule } from '../common/rate-limit.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { phoneDigits } from '../domain/booking-rules.js';
import { isRidePack, ledgerCorrection, packRefusalMessage, type RidePackEntryKind } from '../domain/ride-packs.js';
import {
  addMonths,
  applyCode,
  CODE_MESSAGES,
  planRideCoverMessage,
  refusalOf,
  SUBSCRIPTION_PLAN_GRANTS,
  type CodeDiscount,
  type CodeRefusal,
} from '../domain/service-codes.js';
import { ServiceCode } from './service-code.entity.js';
import { DuplicateServiceCodeError, ServiceCodeNotFoundError, ServiceCodeRejectedError, UnknownServiceCodeError } from './service-code-errors.js';
import { toServiceCodeResponse, type CreateCustomCodeDto, type CreatePlanCodeDto, type UpdateServiceCodeDto } from './dto/service-code.dto.js';
import type { RidePack, ServiceCode as ServiceCodeRecord, ServiceCodeCheck, ServiceCodeSaved } from '../contracts/service-code.contract.js';
import { readRidePack, readRidePackOfBooking } from './ride-pack-reads.js';

export interface RedeemedCode extends CodeDiscount {
  serviceCodeId: string | null;
}

const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const WRONG_CODE_WINDOW_MINUTES = 15;

@Injectable()
export class ServiceCodesService {
  constructor(
    @InjectRepository(ServiceCode) private readonly codes: Repository<ServiceCode>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly failures: FailureLimiter,
  ) {}

  /**
   * Wrong codes one client may try (SERVICE_CODE_FAILURE_LIMIT per 15 minutes, checking and booking alike);
   * then every code, right or wrong, is refused until the 15 minutes are over, so codes cannot be guessed.
   */
  private get wrongCodes(): FailureRule {
    return {
      bucket: 'service-code-failures',
      windowSeconds: WRONG_CODE_WINDOW_MINUTES * 60,
      limit: this.config.env.SERVICE_CODE_FAILURE_LIMIT,
      message: `Too many wrong service codes. Please wait ${WRONG_CODE_WINDOW_MINUTES} minutes and try again, or call us.`,
    };
  }

  /** Refuses a code from `client` while it has tried too many wrong ones. */
  async assertMayTryCode(client: string): Promise<void> {
    await this.failures.assertAllowed(this.wrongCodes, client);
  }

  /** Counts a code from `client` that matched none; see wrongCodes. */
  async countWrongCode(client: string): Promise<void> {
    await this.failures.countFailure(this.wrongCodes, client);
  }

  /** POST /api/validate-service-code: a check only; nothing is used up until a booking redeems the code. */
  async validate(rawCode: string | undefined, client: string): Promise<ServiceCodeCheck> {
    const code = rawCode?.trim() ?? '';
    if (!code) return { valid: false, message: CODE_MESSAGES.empty, waivesPayment: false, reason: 'empty', rideCover: null };
    await this.assertMayTryCode(client);
    if (this.isMasterCode(code)) return { valid: true, message: CODE_MESSAGES.applied, waivesPayment: true, reason: null, rideCover: null };
    const found = await this.codes.findOne({ where: { code } });
    if (!found) {
      await this.countWrongCode(client);
      return { valid: false, message: CODE_MESSAGES.notValid, waivesPayment: false, reason: 'notValid', rideCover: null };
    }
    const refusal = refusalOf(found, this.clock.now());
    if (refusal) return { valid: false, message: this.refusalMessage(found, refusal), waivesPayment: false, reason: refusal, rideCover: null };
    if (found.discountType === 'subscription' && found.discountValue > 0) {
      // Whether it covers the ride depends on the ride's price: the booking's answer says what is left to pay.
      return { valid: true, message: planRideCoverMessage(found.discountValue), waivesPayment: false, reason: null, rideCover: found.discountValue };
    }
    const waivesPayment = found.discountType === 'subscription' || (found.discountType === 'percentage' && found.discountValue >= 100);
    return { valid: true, message: CODE_MESSAGES.applied, waivesPayment, reason: null, rideCover: null };
  }

  /**
   * Inside the booking's transaction: locks the code row, re-checks it and counts the use, so concurrent
   * bookings cannot spend a single-use code twice nor overdraw a ride pack. Throws ServiceCodeRejectedError with the
   * reason. A pack's ride is written to its ledger for `bookingId`, the booking the same transaction inserts.
   */
  async redeem(manager: EntityManager, rawCode: string, priceCents: number, bookingId: string): Promise<RedeemedCode> {
    const code = rawCode.trim();
    if (this.isMasterCode(code)) return masterCodeDiscount(priceCents);
    const found = await manager.getRepository(ServiceCode).createQueryBuilder('c').setLock('pessimistic_write').where('c.code = :code', { code }).getOne();
    if (!found) throw new UnknownServiceCodeError(`Invalid service code: ${CODE_MESSAGES.notValid}`);
    const refusal = refusalOf(found, this.clock.now());
    if (refusal) throw new ServiceCodeRejectedError(`Invalid service code: ${this.refusalMessage(found, refusal)}`);
    await manager.query(
      `UPDATE service_codes SET usage_count = usage_count + 1, rides_used = rides_used + CASE WHEN discount_type = 'subscription' THEN 1 ELSE 0 END WHERE id = $1`,
      [found.id],
    );
    if (isRidePack(found)) await this.writeEntry(manager, found.id, { kind: 'used', rides: -1, bookingId });
    return { serviceCodeId: found.id, ...applyCode(priceCents, found, found.code) };
  }

  /**
   * How a booking used the code it redeemed, for its cancellation: a plan's ride ('plan'), one of a code's limited
   * uses ('limited'), or nothing to give back (null: no code, the master code, an unlimited discount).
   */
  async useOf(manager: EntityManager, serviceCodeId: string | null): Promise<'plan' | 'limited' | null> {
    if (!serviceCodeId) return null;
    const [code]: { discount_type: string; usage_limit: number | null }[] = await manager.query(
      `SELECT discount_type, usage_limit FROM service_codes WHERE id = $1`,
      [serviceCodeId],
    );
    if (!code) return null;
    if (code.discount_type === 'subscription') return 'plan';
    return code.usage_limit === null ? null : 'limited';
  }

  /**
   * `priceCents` with the discount of the code a booking redeemed (a moved booking is priced again): its line for the
   * breakdown, or null when the booking used no code. The master code, which has no row, waives the whole price.
   */
  async discountFor(
    manager: EntityManager,
    booking: { serviceCodeId: string | null; discountCents: number },
    priceCents: number,
  ): Promise<RedeemedCode | null> {
    if (!booking.serviceCodeId) {
      return booking.discountCents > 0 ? masterCodeDiscount(priceCents) : null;
    }
    const code = await manager.getRepository(ServiceCode).findOne({ where: { id: booking.serviceCodeId } });
    return code ? { serviceCodeId: code.id, ...applyCode(priceCents, code, code.code) } : null;
  }

  /**
   * A booking cancelled in time gives its code's use (and a plan's ride) back, in the cancellation's transaction.
   * A pack gives a booking's ride back once: a booking revived and cancelled again finds its 'returned' entry and
   * changes nothing.
   */
  async giveBack(manager: EntityManager, serviceCodeId: string, bookingId: string): Promise<void> {
    const [code]: { discount_type: ServiceCode['discountType']; total_rides: number | null }[] = await manager.query(
      `SELECT discount_type, total_rides FROM service_codes WHERE id = $1 FOR UPDATE`,
      [serviceCodeId],
    );
    if (!code) return;
    if (isRidePack({ discountType: code.discount_type, totalRides: code.total_rides })) {
      const returned = await this.writeEntry(manager, serviceCodeId, { kind: 'returned', rides: 1, bookingId });
      if (!returned) return;
    }
    await manager.query(
      `UPDATE service_codes SET usage_count = GREATEST(usage_count - 1, 0),
              rides_used = CASE WHEN discount_type = 'subscription' THEN GREATEST(rides_used - 1, 0) ELSE rides_used END
        WHERE id = $1`,
      [serviceCodeId],
    );
  }

  /** A cancelled plan purchase takes its code with it: the rides it carried were not paid for. */
  async voidPlanPurchase(manager: EntityManager, bookingId: string): Promise<void> {
    await manager.query(`UPDATE service_codes SET is_active = false WHERE source_booking_id = $1`, [bookingId]);
  }

  /** A paid plan purchase issues its subscription code once (the booking id is unique on the code). */
  async issueForPlanPurchase(
    manager: EntityManager,
    purchase: { bookingId: string; email: string; phone: string; rides: number; planLabel: string; rideValueCents: number },
  ): Promise<ServiceCode> {
    const existing = await manager.getRepository(ServiceCode).findOne({ where: { sourceBookingId: purchase.bookingId } });
    if (existing) return existing;
    const repo = manager.getRepository(ServiceCode);
    const code = repo.create({
      code: generateCode('PLAN'),
      description: `${purchase.planLabel} plan: ${purchase.rides} rides`,
      discountType: 'subscription',
      // What the purchase paid for one ride: a ride is covered up to it (applyCode).
      discountValue: purchase.rideValueCents / 100,
      usageLimit: null,
      totalRides: purchase.rides,
      planType: 'plan',
      customerEmail: purchase.email,
      customerPhoneDigits: phoneDigits(purchase.phone),
      sourceBookingId: purchase.bookingId,
      expiresAt: addMonths(this.clock.now(), 12),
    });
    await repo.insert(code);
    await this.writeEntry(manager, code.id, { kind: 'bought', rides: purchase.rides });
    return code;
  }

  async createForPlan(dto: CreatePlanCodeDto): Promise<ServiceCodeSaved> {
    const grant = SUBSCRIPTION_PLAN_GRANTS[dto.type];
    const saved = await this.insertUnique({
      code: dto.customCode ?? generateCode('SUB'),
      description: grant.description,
      discountType: 'subscription',
      discountValue: 0,
      usageLimit: null,
      totalRides: grant.totalRides,
      planType: dto.type,
      customerEmail: dto.customerEmail ?? null,
      customerPhoneDigits: dto.customerPhone ? phoneDigits(dto.customerPhone) : null,
      expiresAt: grant.validMonths ? addMonths(this.clock.now(), grant.validMonths) : null,
    });
    return { success: true, serviceCode: toServiceCodeResponse(saved), message: 'Subscription code created' };
  }

  async createCustom(dto: CreateCustomCodeDto): Promise<ServiceCodeSaved> {
    const discountType = dto.discountType ?? 'percentage';
    const saved = await this.insertUnique({
      code: dto.code.trim(),
      description: dto.description?.trim() || 'Custom Discount',
      discountType,
      discountValue: dto.discountValue ?? 10,
      usageLimit: dto.usageLimit === undefined ? 1 : dto.usageLimit,
      totalRides: discountType === 'subscription' ? (dto.totalRides ?? null) : null,
      planType: null,
      customerEmail: dto.customerEmail ?? null,
      customerPhoneDigits: dto.customerPhone ? phoneDigits(dto.customerPhone) : null,
      expiresAt: null,
    });
    return { success: true, serviceCode: toServiceCodeResponse(saved), message: 'Service code created' };
  }

  async update(id: string, dto: UpdateServiceCodeDto): Promise<ServiceCodeSaved> {
    const code = await this.findOrFail(id);
    Object.assign(code, {
      ...(dto.description !== undefined && { description: dto.description }),
      ...(dto.discountType !== undefined && { discountType: dto.discountType }),
      ...(dto.discountValue !== undefined && { discountValue: dto.discountValue }),
      ...(dto.usageLimit !== undefined && { usageLimit: dto.usageLimit }),
      ...(dto.totalRides !== undefined && { totalRides: dto.totalRides }),
      ...(dto.expiresAt !== undefined && { expiresAt: dto.expiresAt === null ? null : new Date(dto.expiresAt) }),
      ...(dto.isActive !== undefined && { isActive: dto.isActive }),
    });
    await this.codes.manager.transaction(async (manager) => {
      await manager.getRepository(ServiceCode).save(code);
      // Rides or validity the owner changed show in the pack's ledger.
      await this.reconcileLedger(manager, code.id);
    });
    return { success: true, serviceCode: toServiceCodeResponse(code), message: 'Service code updated' };
  }

  async toggle(id: string): Promise<ServiceCodeSaved> {
    // TypeORM answers an UPDATE ... RETURNING with [rows, affected].
    const [, affected]: [unknown[], number] = await this.codes.query('UPDATE service_codes SET is_active = NOT is_active WHERE id = $1 RETURNING id', [id]);
    if (affected === 0) throw new ServiceCodeNotFoundError();
    const code = await this.findOrFail(id);
    return { success: true, serviceCode: toServiceCodeResponse(code), message: code.isActive ? 'Service code activated' : 'Service code deactivated' };
  }

  async listForCustomer(phone: string): Promise<ServiceCodeRecord[]> {
    const codes = await this.codes.find({ where: { customerPhoneDigits: phoneDigits(phone) }, order: { createdAt: 'DESC' } });
    return codes.map(toServiceCodeResponse);
  }

  /** The pack a booking took a ride from, with its balance and ledger; null when it used none. */
  async ridePackOfBooking(booking: { serviceCodeId: string | null }): Promise<RidePack | null> {
    return readRidePackOfBooking(this.codes.manager, booking, this.clock.now());
  }

  /** GET /api/service-codes/{id}/ride-pack: the pack's balance and ledger; 404 for a code that is no ride pack. */
  async ridePack(id: string): Promise<RidePack> {
    const pack = await readRidePack(this.codes.manager, id, this.clock.now());
    if (!pack) throw new ServiceCodeNotFoundError();
    return pack;
  }

  /**
   * The expiry job: every pack past its expiry that still shows rides in its ledger gets its 'expired' entry (each in a
   * transaction of its own; running it twice writes nothing more). Answers how many packs it wrote off.
   */
  async expireRidePacks(): Promise<number> {
    const due: { id: string }[] = await this.codes.query(
      `SELECT c.id FROM service_codes c
        WHERE c.discount_type = 'subscription' AND c.total_rides IS NOT NULL AND c.expires_at <= $1
          AND (SELECT COALESCE(SUM(e.rides), 0) FROM ride_pack_entries e WHERE e.service_code_id = c.id) > 0`,
      [this.clock.now()],
    );
    let expired = 0;
    for (const { id } of due) {
      const written = await this.codes.manager.transaction((manager) => this.reconcileLedger(manager, id));
      if (written === 'expired') expired += 1;
    }
    return expired;
  }

  /**
   * Locks the pack and writes the entry that brings its ledger's sum to what it has left (domain ledgerCorrection):
   * 'expired' once it is past its expiry, 'adjusted' after the owner changed its rides or validity.
   */
  private async reconcileLedger(manager: EntityManager, id: string): Promise<'expired' | 'adjusted' | null> {
    const [code]: { discount_type: ServiceCode['discountType']; total_rides: number | null; rides_used: number; expires_at: Date | null }[] =
      await manager.query(`SELECT discount_type, total_rides, rides_used, expires_at FROM service_codes WHERE id = $1 FOR UPDATE`, [id]);
    if (!code) return null;
    const [{ sum }]: { sum: number }[] = await manager.query(`SELECT COALESCE(SUM(rides), 0)::int AS sum FROM ride_pack_entries WHERE service_code_id = $1`, [
      id,
    ]);
    const state = { discountType: code.discount_type, totalRides: code.total_rides, ridesUsed: code.rides_used, expiresAt: code.expires_at };
    const correction = ledgerCorrection(state, sum, this.clock.now());
    if (!correction) return null;
    await this.writeEntry(manager, id, correction);
    return correction.kind;
  }

  /**
   * One ledger entry, at now. A 'bought', or a booking's 'used' or 'returned', is written once (unique indexes):
   * answers false when it already was.
   */
  private async writeEntry(
    manager: EntityManager,
    serviceCodeId: string,
    entry: { kind: RidePackEntryKind; rides: number; bookingId?: string },
  ): Promise<boolean> {
    const inserted: { id: string }[] = await manager.query(
      `INSERT INTO ride_pack_entries (service_code_id, kind, rides, booking_id, at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING id`,
      [serviceCodeId, entry.kind, entry.rides, entry.bookingId ?? null, this.clock.now()],
    );
    return inserted.length > 0;
  }

  /** What the customer reads about a refused code; a ride pack says when it expired or that its rides are used. */
  private refusalMessage(code: ServiceCode, refusal: CodeRefusal): string {
    if (isRidePack(code) && (refusal === 'EXPIRED' || refusal === 'NO_RIDES_LEFT')) {
      return packRefusalMessage(code, refusal, this.config.env.BUSINESS_TIME_ZONE);
    }
    return CODE_MESSAGES[refusal];
  }

  private async findOrFail(id: string): Promise<ServiceCode> {
    const code = await this.codes.findOne({ where: { id } });
    if (!code) throw new ServiceCodeNotFoundError();
    return code;
  }

  private async insertUnique(fields: Partial<ServiceCode>): Promise<ServiceCode> {
    const code = this.codes.create(fields);
    try {
      await this.codes.manager.transaction(async (manager) => {
        await manager.getRepository(ServiceCode).insert(code);
        if (isRidePack(code) && code.totalRides > 0) await this.writeEntry(manager, code.id, { kind: 'bought', rides: code.totalRides });
      });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { constraint?: string }).constraint === 'service_codes_code_key') {
        throw new DuplicateServiceCodeError(fields.code ?? '');
      }
      throw error;
    }
    return this.findOrFail(code.id);
  }

  /** The optional built-in code that waives payment (MASTER_SERVICE_CODE); compared in constant time. */
  private isMasterCode(code: string): boolean {
    const master = this.config.env.MASTER_SERVICE_CODE;
    if (!master) return false;
    const digest = (value: string) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(code), digest(master));
  }
}

/** 'SUB-7KQ2M9XA': readable (no 0/O, 1/I/L) and long enough (40 bits) not to be guessed. */
function generateCode(prefix: string): string {
  let body = '';
  for (let i = 0; i < 8; i += 1) body += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${prefix}-${body}`;
}

/** The owner's master code waives the whole price; it has no row of its own. */
function masterCodeDiscount(priceCents: number): RedeemedCode {
  return { serviceCodeId: null, discountCents: priceCents, totalCents: 0, label: 'Service code applied: payment not required' };
}
