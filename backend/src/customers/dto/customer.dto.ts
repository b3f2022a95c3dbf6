import { Transform } from 'class-transformer';
import { IsEmail, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { MultiLineText, SingleLineText } from '../../common/plain-text.decorator.js';
import { centsToDollars } from '../../domain/money.js';
import type { CustomerDirectoryEntry, CustomerPath, CustomerProfile, UpdateCustomerRequest } from '../../contracts/customer.contract.js';
import type { ServiceCode } from '../../contracts/service-code.contract.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CustomerPhoneParam implements CustomerPath {
  /** Any formatting; only the digits count. */
  @IsString()
  @MaxLength(30, { message: 'Customer Not Found' })
  phone: string;
}

/** PATCH /api/customers/phone/{phone}: the profile dialog's editable fields. */
export class UpdateCustomerDto implements UpdateCustomerRequest {
  @IsOptional()
  @Transform(trim)
  @IsString({ message: 'Full name is required' })
  @Matches(/\S/, { message: 'Full name is required' })
  @MaxLength(120, { message: 'Full name is too long' })
  @SingleLineText('Full name')
  fullName?: string;

  @IsOptional()
  @Transform(trim)
  @IsEmail({}, { message: 'Invalid email address' })
  @MaxLength(254, { message: 'Invalid email address' })
  @SingleLineText('Email')
  email?: string;

  @IsOptional()
  @IsString()
  @MaxLength(5000, { message: 'Notes are too long' })
  @MultiLineText('Notes')
  notes?: string;

  /** Empty or null clears it. */
  @IsOptional()
  @ValidateIf((_dto, value) => value !== null)
  @Transform(trim)
  @IsString()
  @MaxLength(200, { message: 'Business name is too long' })
  @SingleLineText('Business name')
  businessName?: string | null;
}

/** One row of the directory query: a phone number's bookings joined with its customer record. */
export interface CustomerSummaryRow {
  phone_digits: string;
  full_name: string;
  email: string;
  phone: string;
  business_name: string | null;
  notes: string | null;
  bookings_count: number;
  trip_count: number;
  spent_cents: string | number;
}

/** 'Jamie Lee Rivera' → Jamie Lee / Rivera; a single word is a first name. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length <= 1) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1] };
}

/** One entry of the admin customer directory; id is the phone digits. */
export function toCustomerDirectoryEntry(row: CustomerSummaryRow): CustomerDirectoryEntry {
  return {
    id: row.phone_digits,
    name: row.full_name,
    ...splitName(row.full_name),
    fullName: row.full_name,
    businessName: row.business_name,
    email: row.email,
    phone: row.phone,
    bookingsCount: Number(row.bookings_count),
    totalSpent: centsToDollars(Number(row.spent_cents)),
    notes: row.notes ?? '',
  };
}

/** The customer profile looked up by phone. tripCount counts bookings that were not cancelled. */
export function toCustomerProfile(row: CustomerSummaryRow, serviceCodes: ServiceCode[]): CustomerProfile {
  return {
    id: row.phone_digits,
    ...splitName(row.full_name),
    fullName: row.full_name,
    businessName: row.business_name,
    email: row.email,
    phone: row.phone,
    notes: row.notes ?? '',
    tripCount: Number(row.trip_count),
    bookingsCount: Number(row.bookings_count),
    totalSpent: centsToDollars(Number(row.spent_cents)),
    serviceCodes,
  };
}
