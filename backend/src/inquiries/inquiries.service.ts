import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { throwIfInvalid } from '../domain/booking-rules.js';
import { DomainError } from '../domain/errors.js';
import { validateBulkRidesInquiry, validateHandymanInquiry, validateLongHaulInquiry, type InquiryType } from '../domain/inquiry-rules.js';
import { MailOutboxService } from '../mail/mail-outbox.service.js';
import { inquiryAckMail, inquiryOwnerMail } from '../mail/mail-templates.js';
import { OwnerTexts } from '../notifications/owner-texts.service.js';
import { toInquiryResponse, type BulkRidesInquiryDto, type HandymanInquiryDto, type LongHaulInquiryDto, type UpdateInquiryDto } from './dto/inquiry.dto.js';
import { InquiryAcknowledgements } from './inquiry-acknowledgements.js';
import { Inquiry } from './inquiry.entity.js';
import { languageOfAcceptLanguage } from '../domain/customer-language.js';
import type { InquiryList, InquiryReceived, InquiryUpdated } from '../contracts/inquiry.contract.js';

class InquiryNotFoundError extends DomainError {
  readonly code = 'INQUIRY_NOT_FOUND';
  readonly kind = 'not-found';
}

/** Labels of the detail fields, in the order the owner reads them. */
const DETAIL_LABELS: Record<string, string> = {
  details: 'Details',
  pickupLocation: 'Pickup',
  deliveryLocation: 'Delivery',
  itemDescription: 'What is carried',
  approximateWeight: 'Approximate weight',
  approximateSize: 'Approximate size',
  jobAddress: 'Job address',
  jobDescription: 'What needs doing',
  preferredDate: 'Preferred date',
  dateFlexibility: 'Date flexibility',
  preferredTimeOfDay: 'Preferred time of day',
};

const MAIL_TYPE: Record<InquiryType, string> = { 'bulk-rides': 'bulk-rides', 'long-haul': 'longHaul', handyman: 'handyman' };

type InquiryDto = BulkRidesInquiryDto | LongHaulInquiryDto | HandymanInquiryDto;

@Injectable()
export class InquiriesService {
  constructor(
    @InjectRepository(Inquiry) private readonly inquiries: Repository<Inquiry>,
    private readonly dataSource: DataSource,
    private readonly outbox: MailOutboxService,
    private readonly ownerTexts: OwnerTexts,
    private readonly acknowledgements: InquiryAcknowledgements,
  ) {}

  submitBulkRides(dto: BulkRidesInquiryDto, acceptLanguage?: string): Promise<InquiryReceived> {
    throwIfInvalid(validateBulkRidesInquiry(dto));
    return this.store('bulk-rides', dto, acceptLanguage);
  }

  submitLongHaul(dto: LongHaulInquiryDto, acceptLanguage?: string): Promise<InquiryReceived> {
    throwIfInvalid(validateLongHaulInquiry(dto));
    return this.store('long-haul', dto, acceptLanguage);
  }

  submitHandyman(dto: HandymanInquiryDto, acceptLanguage?: string): Promise<InquiryReceived> {
    throwIfInvalid(validateHandymanInquiry(dto));
    return this.store('handyman', dto, acceptLanguage);
  }

  async list(): Promise<InquiryList> {
    const rows = await this.inquiries.find({ order: { createdAt: 'DESC' }, take: 500 });
    return { inquiries: rows.map(toInquiryResponse) };
  }

  async update(id: string, dto: UpdateInquiryDto): Promise<InquiryUpdated> {
    const inquiry = await this.inquiries.findOne({ where: { id } });
    if (!inquiry) throw new InquiryNotFoundError('Inquiry not found');
    if (dto.status !== undefined) inquiry.status = dto.status;
    if (dto.notes !== undefined) inquiry.notes = dto.notes;
    await this.inquiries.save(inquiry);
    return { success: true, inquiry: toInquiryResponse(inquiry), message: 'Inquiry updated' };
  }

  /**
   * The inquiry, the mail to the configured owner (every detail), the owner's text and, when InquiryAcknowledgements
   * allows it (once per mailbox a day, the owner's number a day in all), the sender's acknowledgement commit together.
   * A refused acknowledgement changes nothing else, and the answer is the same either way: it tells the sender nothing.
   */
  private async store(type: InquiryType, dto: InquiryDto, acceptLanguage: string | undefined): Promise<InquiryReceived> {
    const details = detailFields(dto);
    const summary = Object.entries(details)
      .map(([key, value]) => `${DETAIL_LABELS[key] ?? key}: ${value}`)
      .join('\n');
    const contact = { name: dto.name!.trim(), email: dto.email!.trim(), phone: dto.phone!.trim() };
    // The form's language, else the browser's: the sender's acknowledgement is written in it.
    const language = dto.language ?? languageOfAcceptLanguage(acceptLanguage);
    const inquiry = await this.dataSource.transaction(async (manager) => {
      const row = manager.create(Inquiry, { inquiryType: type, ...contact, details, summary, language });
      await manager.insert(Inquiry, row);
      const facts = { inquiryType: MAIL_TYPE[type], inquiryId: row.id, ...contact, details: summary, language };
      const owner = this.outbox.contact;
      await this.outbox.enqueue(manager, {
        kind: 'inquiry-owner',
        to: owner.ownerEmail,
        dedupeKey: `inquiry-owner:${row.id}`,
        ...inquiryOwnerMail(facts, owner),
      });
      if (await this.acknowledgements.claim(manager, row.id, contact.email)) {
        await this.outbox.enqueue(manager, { kind: 'inquiry-ack', to: contact.email, dedupeKey: `inquiry-ack:${row.id}`, ...inquiryAckMail(facts, owner) });
      }
      await this.ownerTexts.inquiry(manager, row.id, { inquiryType: facts.inquiryType, name: contact.name, phone: contact.phone });
      return row;
    });
    return { success: true, id: inquiry.id, message: 'Thank you for your inquiry. We will respond within one business day.' };
  }
}

/** The form's own fields, trimmed; contact fields and what the browser may not decide (recipient, type) left out. */
function detailFields(dto: InquiryDto): Record<string, string> {
  const details: Record<string, string> = {};
  for (const [key, value] of Object.entries(dto)) {
    if (['name', 'email', 'phone', 'recipientEmail', 'inquiryType'].includes(key)) continue;
    if (typeof value === 'string' && value.trim()) details[key] = value.trim();
  }
  return details;
}
