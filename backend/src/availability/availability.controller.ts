import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { AvailabilityService } from './availability.service.js';
import { CheckAvailabilityDto } from './dto/check-availability.dto.js';

@Controller()
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  @Post('check-availability')
  @HttpCode(200)
  check(@Body() dto: CheckAvailabilityDto) {
    return this.availability.check(dto);
  }
}
