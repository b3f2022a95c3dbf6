import { Body, Controller, Get, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { RateLimit } from '../common/rate-limit.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { SessionRequestParam, type SessionRequest } from '../common/session-request.js';
import type { SessionUser } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import {
  LoginRequest,
  PasswordChanged,
  PasswordResetConfirmRequest,
  PasswordResetRequest,
  PasswordResetRequested,
  SignInLinkLogin,
  SignInLinkRequest,
  SignInLinkRequested,
  UserResponse,
} from '../contracts/auth.contract.js';
import { Acknowledged } from '../contracts/wire.js';
import { Returns } from '../common/api-contract.js';
import { PasswordResetConfirmDto, PasswordResetRequestDto } from './dto/password-reset.dto.js';
import { SignInLinkDto, SignInLinkRequestDto } from './dto/sign-in-link.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { SignInLinkGuard } from './sign-in-link.guard.js';
import { SignInLinksService } from './sign-in-links.service.js';
import { logOut, toUserResponse } from './session-actions.js';

@Controller()
export class AuthController {
  constructor(
    private readonly passwordReset: PasswordResetService,
    private readonly signInLinks: SignInLinksService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  // LocalAuthGuard validates the body against LoginDto before passport reads it (guards run before pipes).
  @Post('login')
  @HttpCode(200)
  @UseGuards(LocalAuthGuard)
  @Returns(UserResponse)
  login(
    @Body({ schema: LoginRequest }) _credentials: LoginDto,
    @CurrentUser() user: SessionUser,
    @SessionRequestParam() request: SessionRequest,
  ): UserResponse {
    request.session!.authenticatedAt = this.clock.now().getTime();
    return toUserResponse(user);
  }

  /** The owner's way in that failed passwords cannot block: mails a one-time link to OWNER_EMAIL. */
  @Post('sign-in-link')
  @HttpCode(202)
  @RateLimit({ bucket: 'sign-in-link', limit: 5, windowSeconds: 3600 })
  @Returns(SignInLinkRequested, { status: 202 })
  requestSignInLink(@Body({ schema: SignInLinkRequest }) dto: SignInLinkRequestDto): SignInLinkRequested {
    return this.signInLinks.request(dto.username);
  }

  // The rate limit's guard runs first (guards of the lower decorator run first); SignInLinkGuard validates the body.
  @Post('login/link')
  @HttpCode(200)
  @UseGuards(SignInLinkGuard)
  @RateLimit({ bucket: 'sign-in-link-use', limit: 10, windowSeconds: 3600 })
  @Returns(UserResponse)
  loginWithLink(
    @Body({ schema: SignInLinkLogin }) _link: SignInLinkDto,
    @CurrentUser() user: SessionUser,
    @SessionRequestParam() request: SessionRequest,
  ): UserResponse {
    request.session!.authenticatedAt = this.clock.now().getTime();
    return toUserResponse(user);
  }

  @Get('user')
  @UseGuards(AuthenticatedGuard)
  @Returns(UserResponse)
  me(@CurrentUser() user: SessionUser): UserResponse {
    return toUserResponse(user);
  }

  @Post('logout')
  @HttpCode(200)
  @Returns(Acknowledged)
  logout(@SessionRequestParam() request: SessionRequest): Promise<Acknowledged> {
    return logOut(request);
  }

  @Post('password-reset')
  @HttpCode(202)
  @RateLimit({ bucket: 'password-reset', limit: 5, windowSeconds: 3600 })
  @Returns(PasswordResetRequested, { status: 202 })
  requestPasswordReset(@Body({ schema: PasswordResetRequest }) dto: PasswordResetRequestDto): PasswordResetRequested {
    return this.passwordReset.request(dto.email);
  }

  @Post('password-reset/confirm')
  @HttpCode(200)
  @RateLimit({ bucket: 'password-reset-confirm', limit: 10, windowSeconds: 3600 })
  @Returns(PasswordChanged)
  confirmPasswordReset(@Body({ schema: PasswordResetConfirmRequest }) dto: PasswordResetConfirmDto): Promise<PasswordChanged> {
    return this.passwordReset.confirm(dto.token, dto.password);
  }
}
