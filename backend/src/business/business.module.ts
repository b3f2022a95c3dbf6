import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { OwnerTextsModule } from '../notifications/owner-texts.module.js';
import { BusinessController } from './business.controller.js';

// MailModule: whether texts are on; OwnerTextsModule: the live notification rules (the reminder text's lead time).
@Module({ imports: [MailModule, OwnerTextsModule], controllers: [BusinessController] })
export class BusinessModule {}
