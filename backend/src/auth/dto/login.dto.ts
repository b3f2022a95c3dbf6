import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LoginRequest } from '../../contracts/auth.contract.js';

export class LoginDto implements LoginRequest {
  @IsString()
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(200)
  username: string;

  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(1000)
  password: string;
}
