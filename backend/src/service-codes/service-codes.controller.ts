import { Body, Controller, HttpCode, Ip, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { RateLimit } from '../common/rate-limit.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { CreateCustomCodeDto, CreatePlanCodeDto, ServiceCodeIdParam, UpdateServiceCodeDto, ValidateServiceCodeDto } from './dto/service-code.dto.js';
import { ServiceCodesService } from './service-codes.service.js';

/** Customers may check a code; it is used up only by a booking. */
@Controller()
export class PublicServiceCodesController {
  constructor(private readonly codes: ServiceCodesService) {}

  @Post('validate-service-code')
  @HttpCode(200)
  @RateLimit({ bucket: 'validate-service-code', limit: 30, windowSeconds: 3600, message: 'Too many code checks. Please wait a while and try again.' })
  validate(@Body() dto: ValidateServiceCodeDto, @Ip() client: string) {
    return this.codes.validate(dto.code, client);
  }
}

/** The owner's code management. */
@Controller('service-codes')
@UseGuards(AuthenticatedGuard)
export class AdminServiceCodesController {
  constructor(private readonly codes: ServiceCodesService) {}

  @Post()
  createForPlan(@Body() dto: CreatePlanCodeDto) {
    return this.codes.createForPlan(dto);
  }

  @Post('custom')
  createCustom(@Body() dto: CreateCustomCodeDto) {
    return this.codes.createCustom(dto);
  }

  @Patch(':id/toggle')
  toggle(@Param() { id }: ServiceCodeIdParam) {
    return this.codes.toggle(id);
  }

  @Patch(':id')
  update(@Param() { id }: ServiceCodeIdParam, @Body() dto: UpdateServiceCodeDto) {
    return this.codes.update(id, dto);
  }
}
