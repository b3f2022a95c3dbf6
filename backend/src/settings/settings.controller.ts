import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { Returns } from '../common/api-contract.js';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { OwnerSettings, OwnerSettingsResponse } from '../contracts/settings.contract.js';
import type { SessionUser } from '../auth/auth.service.js';
import { SettingsService } from './settings.service.js';

/**
 * The owner's business settings; every route requires the owner session. The body is checked against the
 * contract's schema (nested price records that class-validator DTOs describe poorly) and then the domain's ranges.
 */
@Controller('admin/settings')
@UseGuards(AuthenticatedGuard)
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @Get()
  @Returns(OwnerSettingsResponse)
  view(): Promise<OwnerSettingsResponse> {
    return this.settings.view();
  }

  @Put()
  @Returns(OwnerSettingsResponse)
  save(@Body({ schema: OwnerSettings }) body: unknown, @CurrentUser() owner: SessionUser): Promise<OwnerSettingsResponse> {
    return this.settings.save(body, owner.username);
  }
}
