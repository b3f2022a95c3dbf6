import { Controller, Get, UseGuards } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { MapsStatus } from '../contracts/maps-status.contract.js';
import { MapsHealth } from './maps-health.service.js';

/** The owner's view of the maps in force: provider, last error, estimated quotes and paid calls today. */
@Controller('admin/maps')
@UseGuards(AuthenticatedGuard)
export class MapsStatusController {
  constructor(private readonly health: MapsHealth) {}

  @Get()
  @Returns(MapsStatus)
  view(): Promise<MapsStatus> {
    return this.health.status();
  }
}
