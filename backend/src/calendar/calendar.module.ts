import { Module } from '@nestjs/common';
import { CalendarAdminController, CalendarFeedController } from './calendar.controller.js';
import { CalendarService } from './calendar.service.js';

@Module({ controllers: [CalendarFeedController, CalendarAdminController], providers: [CalendarService] })
export class CalendarModule {}
