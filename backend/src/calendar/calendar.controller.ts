import { Controller, Get, Header, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { CalendarService } from './calendar.service.js';
import { CalendarFeedQuery } from './dto/calendar-feed.query.js';

/** The feed is read by calendar apps, which have no session: its token is the credential. */
@Controller('calendar.ics')
export class CalendarFeedController {
  constructor(private readonly calendar: CalendarService) {}

  /** The content type is set only once the feed is built, so a refused token still gets a JSON error. */
  @Get()
  @Header('Cache-Control', 'private, no-store')
  async feed(@Query() { token }: CalendarFeedQuery, @Res({ passthrough: true }) response: FastifyReply) {
    const calendar = await this.calendar.feed(token);
    response.type('text/calendar; charset=utf-8');
    return calendar;
  }
}

@Controller('calendar')
@UseGuards(AuthenticatedGuard)
export class CalendarAdminController {
  constructor(private readonly calendar: CalendarService) {}

  @Post('token')
  @HttpCode(201)
  rotateToken() {
    return this.calendar.rotateToken();
  }
}
