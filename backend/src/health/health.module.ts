import { Module } from '@nestjs/common';
import { BackupsModule } from '../backups/backups.module.js';
import { MailModule } from '../mail/mail.module.js';
import { HealthController } from './health.controller.js';
import { HealthService } from './health.service.js';
import { OperationsController } from './operations.controller.js';

@Module({ imports: [BackupsModule, MailModule], controllers: [HealthController, OperationsController], providers: [HealthService] })
export class HealthModule {}
