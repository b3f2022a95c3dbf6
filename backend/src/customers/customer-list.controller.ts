import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { AdminCustomersPage, AdminCustomersQuery } from '../contracts/admin-list.contract.js';
import { CustomerListService } from './customer-list.service.js';
import { AdminCustomersQueryDto } from './dto/customer-list.dto.js';

/** The owner's customers list, a page at a time; requires the owner session. */
@Controller('admin/customers')
@UseGuards(AuthenticatedGuard)
export class CustomerListController {
  constructor(private readonly customers: CustomerListService) {}

  @Get()
  @Returns(AdminCustomersPage)
  page(@Query({ schema: AdminCustomersQuery }) query: AdminCustomersQueryDto): Promise<AdminCustomersPage> {
    return this.customers.page(query);
  }
}
