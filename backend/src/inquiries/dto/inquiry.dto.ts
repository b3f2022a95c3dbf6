import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CUSTOMER_LANGUAGES, type CustomerLanguage } from '../../domain/customer-language.js';
import { MultiLineText, SingleLineText } from '../../common/plain-text.decorator.js';
import { DATE_FLEXIBILITY, INQUIRY_STATUSES, TIMES_OF_DAY, type InquiryStatus } from '../../domain/inquiry-rules.js';
import type { Inquiry } from '../inquiry.entity.js';
import type {
  BulkRidesInquiryRequest,
  HandymanInquiryRequest,
  InquiryPath,
  InquiryRecord,
  LongHaulInquiryRequest,
  UpdateInquiryRequest,
} from '../../contracts/inquiry.contract.js';

/**
 * Fields are typed loosely here (strings, lengths); the messages come from domain/inquiry-rules.
 * `recipientEmail` and `inquiryType` are accepted because the inquiry form sends them, and ignored: inquiries
 * always go to the configured owner address, so this endpoint cannot mail strangers. What the owner reads
 * follows domain/text-rules: contact fields and addresses on one line, descriptions over several.
 */
class ContactFields {
  @IsOptional() @IsString() @MaxLength(120) @SingleLineText('Name') name?: string;
  @IsOptional() @IsString() @MaxLength(254) @SingleLineText('Email') email?: string;
  @IsOptional() @IsString() @MaxLength(30) @SingleLineText('Phone') phone?: string;
  @IsOptional() @IsString() @MaxLength(254) recipientEmail?: string;
  @IsOptional() @IsIn(CUSTOMER_LANGUAGES, { message: 'Language must be en or es' }) language?: CustomerLanguage;
}

export class BulkRidesInquiryDto extends ContactFields implements BulkRidesInquiryRequest {
  @IsOptional() @IsString() @MaxLength(4000) @MultiLineText('Details') details?: string;
  @IsOptional() @IsString() @MaxLength(40) inquiryType?: string;
}

export class LongHaulInquiryDto extends ContactFields implements LongHaulInquiryRequest {
  @IsOptional() @IsString() @MaxLength(300) @SingleLineText('Pickup location') pickupLocation?: string;
  @IsOptional() @IsString() @MaxLength(300) @SingleLineText('Delivery location') deliveryLocation?: string;
  @IsOptional() @IsString() @MaxLength(4000) @MultiLineText('Item description') itemDescription?: string;
  @IsOptional() @IsString() @MaxLength(100) @SingleLineText('Approximate weight') approximateWeight?: string;
  @IsOptional() @IsString() @MaxLength(100) @SingleLineText('Approximate size') approximateSize?: string;
  @IsOptional() @IsString() @MaxLength(10) preferredDate?: string;
  @IsOptional() @IsIn(DATE_FLEXIBILITY) dateFlexibility?: (typeof DATE_FLEXIBILITY)[number];
  @IsOptional() @IsString() @MaxLength(40) inquiryType?: string;
}

export class HandymanInquiryDto extends ContactFields implements HandymanInquiryRequest {
  @IsOptional() @IsString() @MaxLength(300) @SingleLineText('Job address') jobAddress?: string;
  @IsOptional() @IsString() @MaxLength(4000) @MultiLineText('Job description') jobDescription?: string;
  @IsOptional() @IsString() @MaxLength(10) preferredDate?: string;
  @IsOptional() @IsIn(TIMES_OF_DAY) preferredTimeOfDay?: (typeof TIMES_OF_DAY)[number];
  @IsOptional() @IsString() @MaxLength(40) inquiryType?: string;
}

export class UpdateInquiryDto implements UpdateInquiryRequest {
  @IsOptional() @IsIn(INQUIRY_STATUSES, { message: 'Status must be new, answered or closed' }) status?: InquiryStatus;
  @IsOptional() @IsString() @MaxLength(4000) @MultiLineText('Notes') notes?: string;
}

export class InquiryIdParam implements InquiryPath {
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { message: 'Inquiry not found' })
  id: string;
}

export function toInquiryResponse(inquiry: Inquiry): InquiryRecord {
  return {
    id: inquiry.id,
    inquiryType: inquiry.inquiryType,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone,
    details: inquiry.details,
    summary: inquiry.summary,
    status: inquiry.status,
    notes: inquiry.notes,
    language: inquiry.language,
    createdAt: inquiry.createdAt.toISOString(),
  };
}
