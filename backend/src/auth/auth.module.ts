import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FailureLimiter } from '../common/rate-limit.js';
import { MailModule } from '../mail/mail.module.js';
import { AdminUser } from './admin-user.entity.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalStrategy } from './local.strategy.js';
import { PasswordResetService } from './password-reset.service.js';
import { SessionSerializer } from './session.serializer.js';

@Module({
  imports: [PassportModule.register({ session: true }), TypeOrmModule.forFeature([AdminUser]), MailModule],
  controllers: [AuthController],
  providers: [AuthService, LocalStrategy, SessionSerializer, PasswordResetService, FailureLimiter],
  exports: [AuthService],
})
export class AuthModule {}
