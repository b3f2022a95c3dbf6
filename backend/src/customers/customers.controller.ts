import { Body, Controller, Get, Param, Patch, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { CustomersService } from './customers.service.js';
import { CustomerPhoneParam, UpdateCustomerDto } from './dto/customer.dto.js';

/** The owner's customer directory and profiles; every route requires the owner session. */
@Controller('customers')
@UseGuards(AuthenticatedGuard)
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  directory() {
    return this.customers.directory();
  }

  @Get('phone/:phone')
  findByPhone(@Param() { phone }: CustomerPhoneParam) {
    return this.customers.findByPhone(phone);
  }

  @Patch('phone/:phone')
  update(@Param() { phone }: CustomerPhoneParam, @Body() dto: UpdateCustomerDto) {
    return this.customers.update(phone, dto);
  }
}
