import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { AvailabilityService } from './availability.service.js';
import { CheckAvailabilityDto } from './dto/check-availability.dto.js';
import { Returns } from '../common/api-contract.js';
import { AvailabilityRequest, AvailabilityResponse } from '../contracts/availability.contract.js';

@Controller()
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Post('check-availability')
  @HttpCode(200)
  @Returns(AvailabilityResponse)
  check(@Body({ schema: AvailabilityRequest }) dto: CheckAvailabilityDto): Promise<AvailabilityResponse> {
    return this.availability.check(dto);
  }

}
