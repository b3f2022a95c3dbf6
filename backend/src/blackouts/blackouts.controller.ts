import { Body, Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { BlackoutList, BlackoutPath, BlackoutRemoved, BlackoutSaved, CreateBlackoutRequest } from '../contracts/blackout.contract.js';
import { BlackoutsService } from './blackouts.service.js';
import { BlackoutIdParam, CreateBlackoutDto } from './dto/blackout.dto.js';

/** The owner's time off; every route requires the owner session. */
@Controller('blackouts')
@UseGuards(AuthenticatedGuard)
export class BlackoutsController {
  constructor(private readonly blackouts: BlackoutsService) {}

  @Get()
  @Returns(BlackoutList)
  list(): Promise<BlackoutList> {
    return this.blackouts.listUpcoming();
  }

  @Post()
  @Returns(BlackoutSaved, { status: 201 })
  create(@Body({ schema: CreateBlackoutRequest }) dto: CreateBlackoutDto): Promise<BlackoutSaved> {
    return this.blackouts.create(dto);
  }

  @Delete(':id')
  @Returns(BlackoutRemoved)
  remove(@Param({ schema: BlackoutPath }) { id }: BlackoutIdParam): Promise<BlackoutRemoved> {
    return this.blackouts.remove(id);
  }
}
