import { Body, Controller, Get, Headers, HttpCode, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { RateLimit } from '../common/rate-limit.js';
import { BulkRidesInquiryDto, HandymanInquiryDto, InquiryIdParam, LongHaulInquiryDto, UpdateInquiryDto } from './dto/inquiry.dto.js';
import { InquiriesService } from './inquiries.service.js';
import { Returns } from '../common/api-contract.js';
import {
  BulkRidesInquiryRequest,
  HandymanInquiryRequest,
  InquiryList,
  InquiryPath,
  InquiryReceived,
  InquiryUpdated,
  LongHaulInquiryRequest,
  UpdateInquiryRequest,
} from '../contracts/inquiry.contract.js';

/** Public inquiry forms send mail, so each client may send only a few per hour. */
const INQUIRY_LIMIT = {
  bucket: 'inquiry',
  limit: 5,
  limitSetting: 'INQUIRY_RATE_LIMIT_PER_HOUR' as const,
  windowSeconds: 3600,
  message: 'You have sent several inquiries already. Please call us or try again later.',
};

@Controller()
export class InquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Post('bulk-rides-inquiry')
  @HttpCode(201)
  @RateLimit(INQUIRY_LIMIT)
  @Returns(InquiryReceived, { status: 201 })
  bulkRides(
    @Body({ schema: BulkRidesInquiryRequest }) dto: BulkRidesInquiryDto,
    @Headers('accept-language') acceptLanguage?: string,
  ): Promise<InquiryReceived> {
    return this.inquiries.submitBulkRides(dto, acceptLanguage);
  }

  @Post('long-haul-inquiry')
  @HttpCode(201)
  @RateLimit(INQUIRY_LIMIT)
  @Returns(InquiryReceived, { status: 201 })
  longHaul(@Body({ schema: LongHaulInquiryRequest }) dto: LongHaulInquiryDto, @Headers('accept-language') acceptLanguage?: string): Promise<InquiryReceived> {
    return this.inquiries.submitLongHaul(dto, acceptLanguage);
  }

  @Post('handyman-inquiry')
  @HttpCode(201)
  @RateLimit(INQUIRY_LIMIT)
  @Returns(InquiryReceived, { status: 201 })
  handyman(@Body({ schema: HandymanInquiryRequest }) dto: HandymanInquiryDto, @Headers('accept-language') acceptLanguage?: string): Promise<InquiryReceived> {
    return this.inquiries.submitHandyman(dto, acceptLanguage);
  }
}

@Controller('inquiries')
@UseGuards(AuthenticatedGuard)
export class AdminInquiriesController {
  constructor(private readonly inquiries: InquiriesService) {}

  @Get()
  @Returns(InquiryList)
  list(): Promise<InquiryList> {
    return this.inquiries.list();
  }

  @Patch(':id')
  @Returns(InquiryUpdated)
  update(@Param({ schema: InquiryPath }) { id }: InquiryIdParam, @Body({ schema: UpdateInquiryRequest }) dto: UpdateInquiryDto): Promise<InquiryUpdated> {
    return this.inquiries.update(id, dto);
  }
}
