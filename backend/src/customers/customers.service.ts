import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { phoneDigits } from '../domain/booking-rules.js';
import { ServiceCodesService } from '../service-codes/service-codes.service.js';
import type { CustomerDirectory, CustomerProfileResponse } from '../contracts/customer.contract.js';
import { Customer } from './customer.entity.js';
import { CustomerNotFoundError } from './customer-errors.js';
import { toCustomerDirectoryEntry, toCustomerProfile, type CustomerSummaryRow, type UpdateCustomerDto } from './dto/customer.dto.js';
import type { CustomerLanguage } from '../domain/customer-language.js';

/** The directory lists at most this many customers, most recently booked first. */
export const DIRECTORY_LIMIT = 2000;

/**
 * Per phone number: the customer record (latest contact details, the owner's notes) with figures from
 * its bookings. Customers are grouped on phone digits, as the bookings are.
 */
const CUSTOMER_SUMMARY_SQL = `
  SELECT b.phone_digits,
         coalesce(c.full_name, (array_agg(b.full_name ORDER BY b.created_at DESC))[1]) AS full_name,
         coalesce(c.email, (array_agg(b.email ORDER BY b.created_at DESC))[1]) AS email,
         coalesce(c.phone, (array_agg(b.phone ORDER BY b.created_at DESC))[1]) AS phone,
         c.business_name, c.notes,
         count(*)::int AS bookings_count,
         (count(*) FILTER (WHERE b.status <> 'cancelled'))::int AS trip_count,
         coalesce(sum(b.total_cents) FILTER (WHERE b.status <> 'cancelled' AND b.hold_expires_at IS NULL), 0)::bigint AS spent_cents,
         max(b.created_at) AS last_booked_at
    FROM bookings b
    LEFT JOIN customers c ON c.phone_digits = b.phone_digits`;

export interface CustomerContact {
  fullName: string;
  email: string;
  phone: string;
  phoneDigits: string;
}

@Injectable()
export class CustomersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly serviceCodes: ServiceCodesService,
  ) {}

  /** GET /api/customers: everyone who booked, grouped on phone digits. */
  async directory(): Promise<CustomerDirectory> {
    const rows: CustomerSummaryRow[] = await this.dataSource.query(
      `${CUSTOMER_SUMMARY_SQL}
       GROUP BY b.phone_digits, c.id
       ORDER BY last_booked_at DESC
       LIMIT ${DIRECTORY_LIMIT}`,
    );
    return { customers: rows.map(toCustomerDirectoryEntry) };
  }

  /** GET /api/customers/phone/{phone}: the profile with trip figures and the customer's service codes. */
  async findByPhone(phone: string): Promise<CustomerProfileResponse> {
    const row = await this.summaryOf(phoneDigits(phone));
    return { success: true, customer: toCustomerProfile(row, await this.serviceCodes.listForCustomer(phone)), message: 'Customer found' };
  }

  /** PATCH /api/customers/phone/{phone}. A later booking updates name and e-mail again; notes and business name stay. */
  async update(phone: string, dto: UpdateCustomerDto): Promise<CustomerProfileResponse> {
    const digits = phoneDigits(phone);
    const set: Partial<Customer> = {
      ...(dto.fullName !== undefined && { fullName: dto.fullName }),
      ...(dto.email !== undefined && { email: dto.email }),
      ...(dto.notes !== undefined && { notes: dto.notes }),
      ...(dto.businessName !== undefined && { businessName: dto.businessName || null }),
    };
    const customers = this.dataSource.getRepository(Customer);
    if (!digits || !(await customers.exists({ where: { phoneDigits: digits } }))) throw new CustomerNotFoundError();
    if (Object.keys(set).length > 0) await customers.update({ phoneDigits: digits }, set);
    return {
      success: true,
      customer: toCustomerProfile(await this.summaryOf(digits), await this.serviceCodes.listForCustomer(phone)),
      message: 'Customer updated',
    };
  }

  private async summaryOf(digits: string): Promise<CustomerSummaryRow> {
    if (!digits) throw new CustomerNotFoundError();
    const [row]: CustomerSummaryRow[] = await this.dataSource.query(`${CUSTOMER_SUMMARY_SQL} WHERE b.phone_digits = $1 GROUP BY b.phone_digits, c.id`, [
      digits,
    ]);
    if (!row) throw new CustomerNotFoundError();
    return row;
  }

  /**
   * Records the customer behind a booking, keyed by phone digits; the latest name, e-mail and language win (a phone
   * booking without an e-mail keeps the one known; one that names no language keeps the customer's, English for a
   * new customer). Answers the customer's id and language. Runs inside the caller's transaction so a failed booking leaves no
   * customer row behind.
   */
  async upsertFromBooking(manager: EntityManager, contact: CustomerContact, language: CustomerLanguage | null): Promise<Pick<Customer, 'id' | 'language'>> {
    const rows: Pick<Customer, 'id' | 'language'>[] = await manager.query(
      `INSERT INTO customers (phone_digits, phone, full_name, email, language)
       VALUES ($1, $2, $3, $4, COALESCE($5::text, 'en'))
       ON CONFLICT (phone_digits) DO UPDATE
         SET phone = EXCLUDED.phone, full_name = EXCLUDED.full_name, email = COALESCE(NULLIF(EXCLUDED.email, ''), customers.email),
             language = COALESCE($5::text, customers.language), updated_at = now()
       RETURNING id, language`,
      [contact.phoneDigits, contact.phone, contact.fullName, contact.email, language],
    );
    return rows[0];
  }
}
