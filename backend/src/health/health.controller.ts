import { Controller, Get } from '@nestjs/common';
import { HealthService } from './health.service.js';
import { Returns } from '../common/api-contract.js';
import { HealthResponse } from '../contracts/health.contract.js';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @Returns(HealthResponse)
  check(): Promise<HealthResponse> {
    return this.health.check();
  }
}
