import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { AvailabilityService } from './availability.service.js';
import { CheckAvailabilityDto } from './dto/check-availability.dto.js';
import { FreeTimesDto } from './dto/free-times.dto.js';
import { Returns } from '../common/api-contract.js';
import { RateLimit } from '../common/rate-limit.js';
import { AVAILABILITY_CHECK_LIMIT, FREE_TIMES_LIMIT } from '../common/rate-limit-lookups.js';
import { AvailabilityRequest, AvailabilityResponse, FreeTimesRequest, FreeTimesResponse } from '../contracts/availability.contract.js';

@Controller()
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Post('check-availability')
  @HttpCode(200)
  @RateLimit(AVAILABILITY_CHECK_LIMIT)
  @Returns(AvailabilityResponse)
  check(@Body({ schema: AvailabilityRequest }) dto: CheckAvailabilityDto): Promise<AvailabilityResponse> {
    return this.availability.check(dto);
  }

  @Post('free-times')
  @HttpCode(200)
  @RateLimit(FREE_TIMES_LIMIT)
  @Returns(FreeTimesResponse)
  freeTimes(@Body({ schema: FreeTimesRequest }) dto: FreeTimesDto): Promise<FreeTimesResponse> {
    return this.availability.freeTimes(dto);
  }
}
