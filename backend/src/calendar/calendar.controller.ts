import { Controller, Get, Header, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { CalendarFeedQuery, CalendarLink } from '../contracts/calendar.contract.js';
import { CalendarService } from './calendar.service.js';
import { CalendarFeedQueryDto } from './dto/calendar-feed.query.js';

/** The feed is read by calendar apps, which have no session: its token is the credential. */
@Controller('calendar.ics')
export class CalendarFeedController {
  constructor(private readonly calendar: CalendarService) {}

  /** The content type is set only once the feed is built, so a refused token still gets a JSON error. */
  @Get()
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse({ description: 'the iCalendar feed (RFC 5545)', content: { 'text/calendar': { schema: { type: 'string' } } } })
  async feed(@Query({ schema: CalendarFeedQuery }) { token }: CalendarFeedQueryDto, @Res({ passthrough: true }) response: FastifyReply): Promise<string> {
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
  @Returns(CalendarLink, { status: 201 })
  rotateToken(): Promise<CalendarLink> {
    return this.calendar.rotateToken();
  }
}
