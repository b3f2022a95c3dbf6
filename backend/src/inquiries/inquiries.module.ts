import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { OwnerTextsModule } from '../notifications/owner-texts.module.js';
import { AdminInquiriesController, InquiriesController } from './inquiries.controller.js';
import { InquiriesService } from './inquiries.service.js';
import { InquiryAcknowledgements } from './inquiry-acknowledgements.js';
import { Inquiry } from './inquiry.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Inquiry]), MailModule, OwnerTextsModule],
  controllers: [InquiriesController, AdminInquiriesController],
  providers: [InquiriesService, InquiryAcknowledgements],
})
export class InquiriesModule {}
