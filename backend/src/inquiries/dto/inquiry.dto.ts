import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { DATE_FLEXIBILITY, INQUIRY_STATUSES, TIMES_OF_DAY, type InquiryStatus } from '../../domain/inquiry-rules.js';
import type { Inquiry } from '../inquiry.entity.js';

/**
 * Fields are typed loosely here (strings, lengths); the spec's messages come from domain/inquiry-rules.
 * `recipientEmail` and `inquiryType` are accepted because the spec's form sends them, and ignored: inquiries
 * always go to the configured owner address, so this endpoint cannot mail strangers.
 */
class ContactFields {
  @IsOptional() @IsString() @MaxLength(120) name?: string;
  @IsOptional() @IsString() @MaxLength(254) email?: string;
  @IsOptional() @IsString() @MaxLength(30) phone?: string;
  @IsOptional() @IsString() @MaxLength(254) recipientEmail?: string;
}

export class BulkRidesInquiryDto extends ContactFields {
  @IsOptional() @IsString() @MaxLength(4000) details?: string;
  @IsOptional() @IsString() @MaxLength(40) inquiryType?: string;
}

export class LongHaulInquiryDto extends ContactFields {
  @IsOptional() @IsString() @MaxLength(300) pickupLocation?: string;
  @IsOptional() @IsString() @MaxLength(300) deliveryLocation?: string;
  @IsOptional() @IsString() @MaxLength(4000) itemDescription?: string;
  @IsOptional() @IsString() @MaxLength(100) approximateWeight?: string;
  @IsOptional() @IsString() @MaxLength(100) approximateSize?: string;
  @IsOptional() @IsString() @MaxLength(10) preferredDate?: string;
  @IsOptional() @IsIn(DATE_FLEXIBILITY) dateFlexibility?: string;
  @IsOptional() @IsString() @MaxLength(40) inquiryType?: string;
}

export class HandymanInquiryDto extends ContactFields {
  @IsOptional() @IsString() @MaxLength(300) jobAddress?: string;
  @IsOptional() @IsString() @MaxLength(4000) jobDescription?: string;
  @IsOptional() @IsString() @MaxLength(10) preferredDate?: string;
  @IsOptional() @IsIn(TIMES_OF_DAY) preferredTimeOfDay?: string;
  @IsOptional() @IsString() @MaxLength(40) inquiryType?: string;
}

export class UpdateInquiryDto {
  @IsOptional() @IsIn(INQUIRY_STATUSES, { message: 'Status must be new, answered or closed' }) status?: InquiryStatus;
  @IsOptional() @IsString() @MaxLength(4000) notes?: string;
}

export class InquiryIdParam {
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, { message: 'Inquiry not found' })
  id: string;
}

export function toInquiryResponse(inquiry: Inquiry) {
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
    createdAt: inquiry.createdAt.toISOString(),
  };
}
