import { Controller, Get, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { StatsService } from './stats.service.js';

@Controller('stats')
@UseGuards(AuthenticatedGuard)
export class StatsController {
  constructor(private readonly stats: StatsService) {}

  @Get()
  figures() {
    return this.stats.figures();
  }
}
