import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceCode } from './service-code.entity.js';
import { AdminServiceCodesController, PublicServiceCodesController } from './service-codes.controller.js';
import { ServiceCodesService } from './service-codes.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([ServiceCode])],
  controllers: [PublicServiceCodesController, AdminServiceCodesController],
  providers: [ServiceCodesService],
  exports: [ServiceCodesService],
})
export class ServiceCodesModule {}
