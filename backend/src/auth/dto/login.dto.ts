import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class LoginDto {
  @IsString()
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(200)
  username: string;

  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(1000)
  password: string;
}
