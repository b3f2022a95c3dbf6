import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceCodesModule } from '../service-codes/service-codes.module.js';
import { Customer } from './customer.entity.js';
import { CustomerListController } from './customer-list.controller.js';
import { CustomerListService } from './customer-list.service.js';
import { CustomersController } from './customers.controller.js';
import { CustomersService } from './customers.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([Customer]), ServiceCodesModule],
  controllers: [CustomersController, CustomerListController],
  providers: [CustomersService, CustomerListService],
  exports: [CustomersService],
})
export class CustomersModule {}
