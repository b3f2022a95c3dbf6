import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import {
  AdminBookingList,
  AdminBookingSaved,
  AdminCreateBookingRequest,
  BookingCancelled,
  BookingHistory,
  BookingSearchQuery,
  BookingStatusUpdated,
  CancelBookingRequest,
  EditBookingRequest,
  UpdateBookingStatusRequest,
} from '../contracts/admin-booking.contract.js';
import { LinkSentAnswer } from '../contracts/manage.contract.js';
import { AdminBookingsPage, AdminBookingsQuery, DaySheet, DaySheetQuery } from '../contracts/admin-list.contract.js';
import { BookingPath } from '../contracts/public-booking.contract.js';
import { AdminBookingLists } from './admin-booking-lists.service.js';
import { AdminBookingsService } from './admin-bookings.service.js';
import type { HistoryActor } from './booking-history.entity.js';
import { AdminCreateBookingDto, BookingSearchQueryDto, CancelBookingDto, EditBookingDto, UpdateBookingStatusDto } from './dto/admin-booking.dto.js';
import { AdminBookingsQueryDto, DaySheetQueryDto } from './dto/admin-list.dto.js';
import { BookingIdParam } from './dto/booking-id.param.js';
import { ManageBookingsService } from './manage-bookings.service.js';
import { OwnerActor } from './owner-actor.decorator.js';

/**
 * The owner's booking routes. Every route here requires the owner session. Registered before the public
 * controller so 'bookings/past-year' is not taken for a booking id.
 */
@Controller()
@UseGuards(AuthenticatedGuard)
export class AdminBookingsController {
  constructor(
    private readonly admin: AdminBookingsService,
    private readonly lists: AdminBookingLists,
    private readonly manage: ManageBookingsService,
  ) {}

  @Get('admin/bookings')
  @Returns(AdminBookingsPage)
  page(@Query({ schema: AdminBookingsQuery }) query: AdminBookingsQueryDto): Promise<AdminBookingsPage> {
    return this.lists.page(query);
  }

  @Get('admin/day-sheet')
  @Returns(DaySheet)
  daySheet(@Query({ schema: DaySheetQuery }) { date }: DaySheetQueryDto): Promise<DaySheet> {
    return this.lists.daySheet(date);
  }

  @Get('bookings')
  @Returns(AdminBookingList)
  list(@Query({ schema: BookingSearchQuery }) { search }: BookingSearchQueryDto): Promise<AdminBookingList> {
    return this.admin.list(search);
  }

  @Get('bookings/past-year')
  @Returns(AdminBookingList)
  pastYear(): Promise<AdminBookingList> {
    return this.admin.listPastYear();
  }

  @Get('bookings/:id/history')
  @Returns(BookingHistory)
  history(@Param({ schema: BookingPath }) { id }: BookingIdParam): Promise<BookingHistory> {
    return this.admin.history(id);
  }

  @Patch('bookings/:id')
  @Returns(AdminBookingSaved)
  edit(
    @Param({ schema: BookingPath }) { id }: BookingIdParam,
    @Body({ schema: EditBookingRequest }) dto: EditBookingDto,
    @OwnerActor() actor: HistoryActor,
  ): Promise<AdminBookingSaved> {
    return this.admin.edit(id, dto, actor);
  }

  @Post('update-booking-status')
  @HttpCode(200)
  @Returns(BookingStatusUpdated)
  updateStatus(@Body({ schema: UpdateBookingStatusRequest }) dto: UpdateBookingStatusDto, @OwnerActor() actor: HistoryActor): Promise<BookingStatusUpdated> {
    return this.admin.updateStatus(dto, actor);
  }

  @Post('cancel-booking')
  @HttpCode(200)
  @Returns(BookingCancelled)
  cancel(@Body({ schema: CancelBookingRequest }) dto: CancelBookingDto, @OwnerActor() actor: HistoryActor): Promise<BookingCancelled> {
    return this.admin.cancel(dto, actor);
  }

  /** The customer's links to the booking stop working (a mail reached the wrong person); a new one goes to its e-mail. */
  @Post('admin/bookings/:id/links/replace')
  @HttpCode(200)
  @Returns(LinkSentAnswer)
  replaceLinks(@Param({ schema: BookingPath }) { id }: BookingIdParam, @OwnerActor() actor: HistoryActor): Promise<LinkSentAnswer> {
    return this.manage.replaceLinks(id, actor);
  }

  @Post('admin/bookings')
  @HttpCode(201)
  @Returns(AdminBookingSaved, { status: 201 })
  createByPhone(@Body({ schema: AdminCreateBookingRequest }) dto: AdminCreateBookingDto, @OwnerActor() actor: HistoryActor): Promise<AdminBookingSaved> {
    return this.admin.createByPhone(dto, actor);
  }
}
