import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { BusinessController } from './business.controller.js';

// MailModule: whether texts are on.
@Module({ imports: [MailModule], controllers: [BusinessController] })
export class BusinessModule {}
