import { Controller, Get, UseGuards } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { StatsResponse } from '../contracts/stats.contract.js';
import { StatsService } from './stats.service.js';

@Controller('stats')
@UseGuards(AuthenticatedGuard)
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  @Returns(StatsResponse)
  figures(): Promise<StatsResponse> {
    return this.stats.figures();
  }
}
