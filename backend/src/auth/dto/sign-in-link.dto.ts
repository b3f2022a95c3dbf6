import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { SignInLinkLogin, SignInLinkRequest } from '../../contracts/auth.contract.js';

export class SignInLinkRequestDto implements SignInLinkRequest {
  /** The account's name, as typed on the sign-in page; without one, the link goes to the owner. */
  @IsOptional()
  @IsString()
  @MaxLength(200)
  username?: string;
}

export class SignInLinkDto implements SignInLinkLogin {
  @IsString()
  @MaxLength(200)
  token: string;
}
