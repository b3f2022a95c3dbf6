import { Body, Controller, Get, Param, Patch, UseGuards } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { CustomerDirectory, CustomerPath, CustomerProfileResponse, UpdateCustomerRequest } from '../contracts/customer.contract.js';
import { CustomersService } from './customers.service.js';
import { CustomerPhoneParam, UpdateCustomerDto } from './dto/customer.dto.js';

/** The owner's customer directory and profiles; every route requires the owner session. */
@Controller('customers')
@UseGuards(AuthenticatedGuard)
export class CustomersController {
  constructor(private readonly customers: CustomersService) {}

  @Get()
  @Returns(CustomerDirectory)
  directory(): Promise<CustomerDirectory> {
    return this.customers.directory();
  }

  @Get('phone/:phone')
  @Returns(CustomerProfileResponse)
  findByPhone(@Param({ schema: CustomerPath }) { phone }: CustomerPhoneParam): Promise<CustomerProfileResponse> {
    return this.customers.findByPhone(phone);
  }

  @Patch('phone/:phone')
  @Returns(CustomerProfileResponse)
  update(
    @Param({ schema: CustomerPath }) { phone }: CustomerPhoneParam,
    @Body({ schema: UpdateCustomerRequest }) dto: UpdateCustomerDto,
  ): Promise<CustomerProfileResponse> {
    return this.customers.update(phone, dto);
  }
}
