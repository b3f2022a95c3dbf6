import { IsOptional, IsString, MaxLength } from 'class-validator';

export class SuggestAddressesQuery {
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'The address text is too long' })
  query?: string;
}
