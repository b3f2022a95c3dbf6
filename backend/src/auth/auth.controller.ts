import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { RateLimit } from '../common/rate-limit.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { SessionRequestParam, type SessionRequest } from '../common/session-request.js';
import type { SessionUser } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { PasswordResetConfirmDto, PasswordResetRequestDto } from './dto/password-reset.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { logOut, toUserResponse } from './session-actions.js';

@Controller()
export class AuthController {
  constructor(
    private readonly passwordReset: PasswordResetService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  // LocalAuthGuard validates the body against LoginDto before passport reads it (guards run before pipes).
  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  login(@Body() _credentials: LoginDto, @CurrentUser() user: SessionUser, @SessionRequestParam() request: SessionRequest) {
    request.session!.authenticatedAt = this.clock.now().getTime();
    return toUserResponse(user);
  }

  @Get('user')
  @UseGuards(AuthenticatedGuard)
  me(@CurrentUser() user: SessionUser) {
    return toUserResponse(user);
  }

  @Post('logout')
  @HttpCode(200)
  logout(@SessionRequestParam() request: SessionRequest) {
    return logOut(request);
  }

  @Post('password-reset')
  @HttpCode(202)
  @RateLimit({ bucket: 'password-reset', limit: 5, windowSeconds: 3600 })
  requestPasswordReset(@Body() dto: PasswordResetRequestDto) {
    return this.passwordReset.request(dto.email);
  }

  @Post('password-reset/confirm')
  @HttpCode(200)
  @RateLimit({ bucket: 'password-reset-confirm', limit: 10, windowSeconds: 3600 })
  confirmPasswordReset(@Body() dto: PasswordResetConfirmDto) {
    return this.passwordReset.confirm(dto.token, dto.password);
  }
}
