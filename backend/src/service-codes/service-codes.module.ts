import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FailureLimiter } from '../common/rate-limit.js';
import { ServiceCode } from './service-code.entity.js';
import { AdminServiceCodesController, PublicServiceCodesController } from './service-codes.controller.js';
import { ServiceCodesJobs } from './service-codes.jobs.js';
import { ServiceCodesService } from './service-codes.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ServiceCode])],
  controllers: [PublicServiceCodesController, AdminServiceCodesController],
  providers: [ServiceCodesService, ServiceCodesJobs, FailureLimiter],
  exports: [ServiceCodesService],
})
export class ServiceCodesModule {}
