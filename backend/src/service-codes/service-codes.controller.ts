import { Body, Controller, Get, HttpCode, Ip, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { RateLimit } from '../common/rate-limit.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { CreateCustomCodeDto, CreatePlanCodeDto, ServiceCodeIdParam, UpdateServiceCodeDto, ValidateServiceCodeDto } from './dto/service-code.dto.js';
import { ServiceCodesService } from './service-codes.service.js';
import { Returns } from '../common/api-contract.js';
import {
  CreateCustomCodeRequest,
  CreatePlanCodeRequest,
  RidePack,
  ServiceCodeCheck,
  ServiceCodeCheckRequest,
  ServiceCodePath,
  ServiceCodeSaved,
  UpdateServiceCodeRequest,
} from '../contracts/service-code.contract.js';

/** Customers may check a code; it is used up only by a booking. */
@Controller()
export class PublicServiceCodesController {
  constructor(private readonly codes: ServiceCodesService) {}

  @Post('validate-service-code')
  @HttpCode(200)
  @RateLimit({ bucket: 'validate-service-code', limit: 30, windowSeconds: 3600, message: 'Too many code checks. Please wait a while and try again.' })
  @Returns(ServiceCodeCheck)
  validate(@Body({ schema: ServiceCodeCheckRequest }) dto: ValidateServiceCodeDto, @Ip() client: string): Promise<ServiceCodeCheck> {
    return this.codes.validate(dto.code, client);
  }
}

/** The owner's code management. */
@Controller('service-codes')
@UseGuards(AuthenticatedGuard)
export class AdminServiceCodesController {
  constructor(private readonly codes: ServiceCodesService) {}

  @Post()
  @Returns(ServiceCodeSaved, { status: 201 })
  createForPlan(@Body({ schema: CreatePlanCodeRequest }) dto: CreatePlanCodeDto): Promise<ServiceCodeSaved> {
    return this.codes.createForPlan(dto);
  }

  @Post('custom')
  @Returns(ServiceCodeSaved, { status: 201 })
  createCustom(@Body({ schema: CreateCustomCodeRequest }) dto: CreateCustomCodeDto): Promise<ServiceCodeSaved> {
    return this.codes.createCustom(dto);
  }

  @Get(':id/ride-pack')
  @Returns(RidePack)
  ridePack(@Param({ schema: ServiceCodePath }) { id }: ServiceCodeIdParam): Promise<RidePack> {
    return this.codes.ridePack(id);
  }

  @Patch(':id/toggle')
  @Returns(ServiceCodeSaved)
  toggle(@Param({ schema: ServiceCodePath }) { id }: ServiceCodeIdParam): Promise<ServiceCodeSaved> {
    return this.codes.toggle(id);
  }

  @Patch(':id')
  @Returns(ServiceCodeSaved)
  update(
    @Param({ schema: ServiceCodePath }) { id }: ServiceCodeIdParam,
    @Body({ schema: UpdateServiceCodeRequest }) dto: UpdateServiceCodeDto,
  ): Promise<ServiceCodeSaved> {
    return this.codes.update(id, dto);
  }
}
