import { Body, Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { BlackoutsService } from './blackouts.service.js';
import { BlackoutIdParam, CreateBlackoutDto } from './dto/blackout.dto.js';

/** The owner's time off; every route requires the owner session. */
@Controller('blackouts')
@UseGuards(AuthenticatedGuard)
export class BlackoutsController {
  constructor(private readonly blackouts: BlackoutsService) {}

  @Get()
  list() {
    return this.blackouts.listUpcoming();
  }

  @Post()
  create(@Body() dto: CreateBlackoutDto) {
    return this.blackouts.create(dto);
  }

  @Delete(':id')
  remove(@Param() { id }: BlackoutIdParam) {
    return this.blackouts.remove(id);
  }
}
