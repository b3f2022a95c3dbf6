import { IsEmail, IsString, MaxLength, MinLength } from 'class-validator';
import type { PasswordResetConfirmRequest, PasswordResetRequest } from '../../contracts/auth.contract.js';

export class PasswordResetRequestDto implements PasswordResetRequest {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email: string;
}

export class PasswordResetConfirmDto implements PasswordResetConfirmRequest {
  @IsString()
  @MaxLength(200)
  token: string;

  @IsString()
  @MinLength(12, { message: 'The new password must be at least 12 characters' })
  @MaxLength(200)
  password: string;
}
