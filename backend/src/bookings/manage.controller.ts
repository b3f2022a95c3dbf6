import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { RateLimit } from '../common/rate-limit.js';
import { FreeTimesResponse } from '../contracts/availability.contract.js';
import {
  CancelBookingRequest,
  FindBookingRequest,
  LinkSentAnswer,
  ManagedBooking,
  ManageFreeTimesQuery,
  ManagePath,
  MoveBookingRequest,
} from '../contracts/manage.contract.js';
import { CancelManagedBookingDto, FindBookingDto, ManageFreeTimesQueryDto, ManageTokenParam, MoveManagedBookingDto } from './dto/manage.dto.js';
import { ManageBookingsService } from './manage-bookings.service.js';
import { FIND_BOOKING, MANAGE_LOOKUPS } from './manage-limits.js';

/** The customer's own booking page: no login, the private token from their mails is the credential. */
@Controller('manage')
export class ManageController {
  constructor(private readonly manage: ManageBookingsService) {}

  // Declared before ':token' routes; a POST never matches the GET ':token' anyway.
  @Post('find')
  @HttpCode(202)
  @RateLimit(FIND_BOOKING)
  @Header('Cache-Control', 'private, no-store')
  @Returns(LinkSentAnswer, { status: 202 })
  find(@Body({ schema: FindBookingRequest }) dto: FindBookingDto): Promise<LinkSentAnswer> {
    return this.manage.sendLink(dto);
  }

  @Get(':token')
  @RateLimit(MANAGE_LOOKUPS)
  @Header('Cache-Control', 'private, no-store')
  @Returns(ManagedBooking)
  booking(@Param({ schema: ManagePath }) { token }: ManageTokenParam): Promise<ManagedBooking> {
    return this.manage.find(token);
  }

  @Post(':token/links/replace')
  @HttpCode(200)
  @RateLimit(MANAGE_LOOKUPS)
  @Header('Cache-Control', 'private, no-store')
  @Returns(LinkSentAnswer)
  replaceLinks(@Param({ schema: ManagePath }) { token }: ManageTokenParam): Promise<LinkSentAnswer> {
    return this.manage.replaceLinksByCustomer(token);
  }

  @Post(':token/cancel')
  @HttpCode(200)
  @RateLimit(MANAGE_LOOKUPS)
  @Header('Cache-Control', 'private, no-store')
  @Returns(ManagedBooking)
  cancel(
    @Param({ schema: ManagePath }) { token }: ManageTokenParam,
    @Body({ schema: CancelBookingRequest }) dto: CancelManagedBookingDto,
  ): Promise<ManagedBooking> {
    return this.manage.cancel(token, dto);
  }

  @Get(':token/free-times')
  @RateLimit(MANAGE_LOOKUPS)
  @Header('Cache-Control', 'private, no-store')
  @Returns(FreeTimesResponse)
  freeTimes(
    @Param({ schema: ManagePath }) { token }: ManageTokenParam,
    @Query({ schema: ManageFreeTimesQuery }) { date }: ManageFreeTimesQueryDto,
  ): Promise<FreeTimesResponse> {
    return this.manage.freeTimes(token, date);
  }

  @Post(':token/move')
  @HttpCode(200)
  @RateLimit(MANAGE_LOOKUPS)
  @Header('Cache-Control', 'private, no-store')
  @Returns(ManagedBooking)
  move(@Param({ schema: ManagePath }) { token }: ManageTokenParam, @Body({ schema: MoveBookingRequest }) dto: MoveManagedBookingDto): Promise<ManagedBooking> {
    return this.manage.move(token, dto);
  }
}
