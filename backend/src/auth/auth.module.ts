import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailModule } from '../mail/mail.module.js';
import { AdminUser } from './admin-user.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginAttackAlerts } from './login-attack-alerts.js';
import { LoginThrottle } from './login-throttle.service.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionSerializer } from './session.serializer.js';
import { SignInLinkStrategy } from './sign-in-link.strategy.js';
import { SignInLinksService } from './sign-in-links.service.js';

@Module({
  imports: [PassportModule.register({ session: true }), TypeOrmModule.forFeature([AdminUser]), MailModule],
  controllers: [AuthController],
  providers: [AuthService, LocalStrategy, SignInLinkStrategy, SessionSerializer, PasswordResetService, SignInLinksService, LoginThrottle, LoginAttackAlerts],
  exports: [AuthService],
})
export class AuthModule {}
