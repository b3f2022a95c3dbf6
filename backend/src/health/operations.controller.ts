import { Controller, Get, UseGuards } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { OperationsResponse } from '../contracts/health.contract.js';
import { HealthService } from './health.service.js';

/** The owner's view of the health warnings, the outbox and the last backup: what the public health check does not tell. */
@Controller('admin/operations')
@UseGuards(AuthenticatedGuard)
export class OperationsController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Returns(OperationsResponse)
  view(): Promise<OperationsResponse> {
    return this.health.operations();
  }
}
