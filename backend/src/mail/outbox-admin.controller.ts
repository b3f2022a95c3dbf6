import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { OutboxMessagePath, OutboxMessageResent, OutboxPage, OutboxQuery } from '../contracts/outbox.contract.js';
import { OutboxMessageIdParam, OutboxQueryDto } from './dto/outbox.dto.js';
import { OutboxAdminService } from './outbox-admin.service.js';

/** The owner's outbox: every mail and text with its fate. Every route here requires the owner session. */
@Controller('admin/outbox')
@UseGuards(AuthenticatedGuard)
export class OutboxAdminController {
  constructor(private readonly outbox: OutboxAdminService) {}

  @Get()
  @Returns(OutboxPage)
  list(@Query({ schema: OutboxQuery }) query: OutboxQueryDto): Promise<OutboxPage> {
    return this.outbox.list(query);
  }

  @Post(':id/resend')
  @HttpCode(200)
  @Returns(OutboxMessageResent)
  resend(@Param({ schema: OutboxMessagePath }) { id }: OutboxMessageIdParam): Promise<OutboxMessageResent> {
    return this.outbox.resend(id);
  }
}
